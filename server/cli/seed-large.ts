/**
 * Adds a large generated catalogue for benchmarks to the database in DATA_DIR (default .data):
 *   npx tsx server/cli/seed-large.ts [count]   # default 100000
 */
import { join } from "node:path";
import { openDatabase } from "../db.ts";
import { readEnv } from "../env.ts";
import { seedLarge } from "../seed/content/index.ts";
import { seed } from "../seed/index.ts";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: seed-large.ts [count]");
  process.exit(1);
}
const db = openDatabase(join(readEnv().DATA_DIR, "api.sqlite"));
seed(db);
const started = Date.now();
seedLarge(db, { count });
console.log(`added ${count} items in ${Date.now() - started} ms`);
db.close();
