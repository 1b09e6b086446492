import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadMigrations, openDatabase, runMigrations } from "./db.ts";
import { DEMO_USERS, seed } from "./seed/index.ts";

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "cme-db-test-"));
  dirs.push(dir);
  return join(dir, "nested", "api.sqlite");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("database", () => {
  it("creates the file in WAL mode and records each migration once", () => {
    const file = tempFile();
    const db = openDatabase(file);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    const versions = loadMigrations().map((m) => m.version);
    expect(db.prepare("SELECT version FROM migrations ORDER BY version").pluck().all()).toEqual(versions);
    expect(runMigrations(db)).toEqual([]);
    db.close();
  });

  it("refuses two migrations with one number", () => {
    const dir = mkdtempSync(join(tmpdir(), "cme-migrations-"));
    dirs.push(dir);
    writeFileSync(join(dir, "020_watch_credit.sql"), "SELECT 1;");
    writeFileSync(join(dir, "020_checkout_holds.sql"), "SELECT 1;");
    expect(() => loadMigrations(dir)).toThrow("Two migrations have the number 20");
  });

  it("seeds once and keeps data across restarts", () => {
    const file = tempFile();
    const now = new Date("2026-03-01T08:00:00.000Z");
    const first = openDatabase(file);
    expect(seed(first, { now })).toEqual({
      fields: true,
      channels: true,
      users: true,
      content: true,
      watching: true,
      cme: true,
      commerce: true,
      programme: true,
    });
    first.prepare("UPDATE users SET show_tour = 0 WHERE email = 'studentin@example.com'").run();
    first.close();

    const again = openDatabase(file);
    expect(seed(again)).toEqual({
      fields: false,
      channels: false,
      users: false,
      content: false,
      watching: false,
      cme: false,
      commerce: false,
      programme: false,
    });
    expect(again.prepare("SELECT COUNT(*) FROM users").pluck().get()).toBe(DEMO_USERS.length);
    expect(
      again.prepare("SELECT show_tour FROM users WHERE email = 'studentin@example.com'").pluck().get(),
    ).toBe(0);
    expect(
      again
        .prepare("SELECT validation_expires_at FROM users WHERE email = 'studentin@example.com'")
        .pluck()
        .get(),
    ).toBe("2026-03-11T08:00:00.000Z");
    again.close();
  });

  it("follows the main field of every demo user that has one", () => {
    for (const user of DEMO_USERS) {
      if (user.field_id !== null) expect(user.fields, user.email).toContain(user.field_id);
    }
  });
});
