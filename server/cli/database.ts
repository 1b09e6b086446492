import { existsSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../db.ts";
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
