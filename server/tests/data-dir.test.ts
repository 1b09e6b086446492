import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApi } from "../app.ts";

// What an operator sees in DATA_DIR after the reference API started (ls -l): the database holds
// password hashes, EFNs and billing addresses, so nobody but the API's user may read it.

const dir = mkdtempSync(join(tmpdir(), "cme-data-dir-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;
const files = () => readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile());

describe("the data directory", () => {
  // Two starts of an API with a freshly seeded database: seconds each on a busy host.
  it(
    "is the owner's only, with every file 0600, also one an earlier release left open",
    { timeout: 30_000 },
    async () => {
      chmodSync(dir, 0o755);
      const first = await startApi({ port: 0, dataDir: dir, log: false });
      await first.close();
      // As an earlier release left it: a directory and a database anyone on the host could read.
      chmodSync(dir, 0o755);
      for (const name of files()) chmodSync(join(dir, name), 0o644);

      const api = await startApi({ port: 0, dataDir: dir, log: false });
      try {
        await fetch(api.url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ fields { id } }" }),
        });
        expect(mode(dir)).toBe(0o700);
        const names = files();
        // SQLite's write-ahead log and shared memory are there while the API runs, and hold data too.
        expect(names.some((name) => name.endsWith("-wal"))).toBe(true);
        expect(names.some((name) => name.endsWith("-shm"))).toBe(true);
        expect(Object.fromEntries(names.map((name) => [name, mode(join(dir, name)).toString(8)]))).toEqual(
          Object.fromEntries(names.map((name) => [name, "600"])),
        );
      } finally {
        await api.close();
      }
    },
  );
});
