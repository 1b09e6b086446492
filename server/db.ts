import Database from "better-sqlite3";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

export type Db = Database.Database;

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Owner-only: the database holds password hashes, EFNs and billing addresses. */
const FILE_MODE = 0o600;
export const DIRECTORY_MODE = 0o700;

/**
 * The database file and SQLite's -wal and -shm beside it readable by the owner only, also when an
 * earlier release made them readable for everyone. SQLite creates -wal and -shm with the mode of the
 * database file, so the file is made (owner-only) before SQLite opens it.
 */
function restrictFiles(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: DIRECTORY_MODE });
  if (!existsSync(file)) closeSync(openSync(file, "a", FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, FILE_MODE);
  }
}

/** Opens (and creates) the SQLite file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") restrictFiles(file);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // WAL with NORMAL sync is durable across app crashes and much faster than FULL.
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  runMigrations(db);
  return db;
}

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered files `NNN_name.sql`, applied in order, each once, each in a transaction. */
export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d+)_(.+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      name: match[2] ?? "",
      sql: readFileSync(`${dir}/${match[0]}`, "utf8"),
    }))
    .sort((a, b) => a.version - b.version)
    .map((migration, index, all) => {
      // Two files of one number (two branches merged) would leave one of them unapplied somewhere.
      if (all[index - 1]?.version === migration.version)
        throw new Error(`Two migrations have the number ${migration.version}: renumber one.`);
      return migration;
    });
}

export function runMigrations(db: Db, migrations = loadMigrations()): number[] {
  db.exec(
    "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>("SELECT version FROM migrations")
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare("INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)");
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // A migration that rebuilds a table (SQLite cannot change a CHECK in place) marks its first line:
    // dropping the old table must not cascade into the rows that refer to it. The pragma works only
    // outside a transaction; the references are checked before the transaction commits.
    const rebuilds = migration.sql.startsWith("-- rebuilds tables");
    if (rebuilds) db.pragma("foreign_keys = OFF");
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (rebuilds && (db.pragma("foreign_key_check") as unknown[]).length > 0)
          throw new Error(`Migration ${migration.version} left references to missing rows.`);
        record.run(migration.version, migration.name, new Date().toISOString());
      })();
    } finally {
      if (rebuilds) db.pragma("foreign_keys = ON");
    }
    done.push(migration.version);
  }
  return done;
}
