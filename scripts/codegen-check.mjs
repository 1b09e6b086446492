// Fails when the generated folders differ from what the contract and documents produce.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dirs = ["app/.server/graphql/generated", "app/lib/generated", "server/generated"];
const backup = mkdtempSync(path.join(tmpdir(), "codegen-"));
dirs.forEach((dir, i) => cpSync(dir, path.join(backup, String(i)), { recursive: true }));
execFileSync("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"], { stdio: "inherit" });
const stale = dirs.flatMap((dir, i) =>
  readdirSync(dir)
    .filter((file) => {
      try {
        const before = readFileSync(path.join(backup, String(i), file), "utf8");
        return readFileSync(path.join(dir, file), "utf8") !== before;
      } catch {
        return true;
      }
    })
    .map((file) => path.join(dir, file)),
);
rmSync(backup, { recursive: true, force: true });
if (stale.length > 0) {
  console.error(
    `Generated GraphQL types were stale (${stale.join(", ")}); they are regenerated now: commit them.`,
  );
  process.exit(1);
}
console.log("GraphQL types are up to date.");
