// Fails when app/.server/graphql/generated/ differs from what the contract and documents produce.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = "app/.server/graphql/generated";
const backup = mkdtempSync(path.join(tmpdir(), "codegen-"));
cpSync(dir, backup, { recursive: true });
execFileSync("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"], { stdio: "inherit" });
const stale = readdirSync(dir).filter((file) => {
  try {
    return readFileSync(path.join(dir, file), "utf8") !== readFileSync(path.join(backup, file), "utf8");
  } catch {
    return true;
  }
});
rmSync(backup, { recursive: true, force: true });
if (stale.length > 0) {
  console.error(
    `Generated GraphQL types were stale (${stale.join(", ")}); they are regenerated now: commit them.`,
  );
  process.exit(1);
}
console.log("GraphQL types are up to date.");
