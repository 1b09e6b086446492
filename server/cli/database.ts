import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "../db.ts";
import { readEnv } from "../env.ts";
import { defaultSiteUrl } from "../public-url.ts";
import { createStore, type Store } from "../store/index.ts";

/**
 * Runs an operator's command on DATA_DIR/api.sqlite (the API may keep running meanwhile); answers
 * the command's exit code, 1 when there is no database yet.
 */
export function withStore(
  dataDir: string,
  print: (line: string) => void,
  run: (store: Store) => number,
): number {
  const file = join(dataDir, "api.sqlite");
  if (!existsSync(file)) {
    print(`No database at ${file}: start the API first (npm run api) or set DATA_DIR.`);
    return 1;
  }
  const db = openDatabase(file);
  try {
    return run(createStore(db));
  } finally {
    db.close();
  }
}

/** What an operator's command gets from its environment. */
export type CliEnvironment = { dataDir: string; siteUrl: string; print: (line: string) => void };

/**
 * Runs an operator's command with the process's arguments and environment (DATA_DIR, SITE_URL) when
 * its module is the script node was started with (`npx tsx server/cli/….ts`), not when a test
 * imports it.
 */
export function runIfScript(
  moduleUrl: string,
  command: (args: string[], environment: CliEnvironment) => number,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  const values = readEnv();
  process.exitCode = command(process.argv.slice(2), {
    dataDir: values.DATA_DIR,
    siteUrl: values.SITE_URL ?? defaultSiteUrl(),
    print: (line) => console.log(line),
  });
}
