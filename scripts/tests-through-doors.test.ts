import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Decision 009: a lint rule keeps tests out of the reference API's storage; storage-layer unit tests may.

const eslint = new ESLint();
// Loading the configuration and parsers takes seconds on a busy machine: once, outside the tests' 5 s.
beforeAll(() => eslint.lintText("export {};\n", { filePath: "tests/integration/probe.test.ts" }), 60_000);
const problems = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((message) =>
    ["no-restricted-imports", "no-restricted-syntax"].includes(message.ruleId ?? ""),
  ).length;

const PROBES = [
  'import Database from "better-sqlite3";\nexport const db = Database;',
  'import { openDatabase } from "../../server/db.ts";\nexport const db = openDatabase;',
  'import { inject } from "vitest";\nexport const dir = inject("apiDataDir");',
  "export const dir = process.env.DATA_DIR;",
  'import path from "node:path";\nexport const file = (t: { dataDir: string }) => path.join(t.dataDir, "x");',
  'export const file = "/tmp/x/api.sqlite";',
];

describe("tests enter through the product's doors", () => {
  it.each(PROBES)("refuses in a test: %s", async (code) => {
    expect(await problems(code, "tests/integration/probe.test.ts")).toBeGreaterThan(0);
    expect(await problems(code, "server/tests/probe.test.ts")).toBeGreaterThan(0);
  });

  it("lets the storage layer's own unit tests open a database", async () => {
    expect(
      await problems(PROBES[1]!.replace("../../server/db.ts", "../db.ts"), "server/store/probe.test.ts"),
    ).toBe(0);
  });
});
