import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { loadMigrations, openDatabase, runMigrations } from "./db.ts";
import { DEMO_USERS, FIELDS, seed } from "./seed/index.ts";

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
      checkout: true,
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
      checkout: false,
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

  it("brings a database from before the regulation's fields to exactly the seed's fields (028)", () => {
    const before = loadMigrations().filter((m) => m.version < 28);
    const fresh = new Database(":memory:");
    fresh.pragma("foreign_keys = ON");
    runMigrations(fresh, before);
    // The 63 fields as release 027 had them: the old names, Unfallchirurgie on its own.
    const oldNames: Record<number, [string, string]> = {
      14: ["Pädiatrie", "Pediatrics"],
      20: ["Psychiatrie", "Psychiatry"],
      21: ["Ophthalmologie", "Ophthalmology"],
      23: ["Hals-Nasen-Ohren-Heilkunde", "Otorhinolaryngology"],
      24: ["Orthopädie", "Orthopedics"],
      30: ["Hämatoonkologie", "Hematology and oncology"],
      34: ["Hygiene", "Hygiene"],
      37: ["Kinder- und Jugendpsychiatrie", "Pediatric psychiatry"],
      48: ["Labormedizin", "Laboratory medicine"],
      59: ["Plastische und Ästhetische Chirurgie", "Plastic and aesthetic surgery"],
      62: ["Psychosomatische Medizin", "Psychosomatic medicine"],
    };
    const insertField = fresh.prepare(
      "INSERT INTO fields (id, slug, label_de, label_en, icon, color, relevant, mapped_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    fresh.pragma("defer_foreign_keys = ON");
    fresh.transaction(() => {
      for (const f of FIELDS.filter((f) => f.id <= 63)) {
        const [de, en] = oldNames[f.id] ?? [f.label_de, f.label_en];
        insertField.run(
          f.id,
          f.slug,
          de,
          en,
          f.icon,
          f.color,
          f.relevant ? 1 : 0,
          f.id === 60 ? null : f.mappedId,
        );
      }
    })();
    const stamp = "2026-01-01T00:00:00.000Z";
    const user = Number(
      fresh
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, last_name, profession, country, field_id,
          created_at, updated_at) VALUES ('unfall@example.com', 'x', 'A', 'B', 'DOCTOR', 'DE', 60, ?, ?)`,
        )
        .run(stamp, stamp).lastInsertRowid,
    );
    fresh
      .prepare(
        "INSERT INTO user_fields (user_id, field_id, notify, created_at) VALUES (?, 60, 0, ?), (?, 2, 1, ?)",
      )
      .run(user, stamp, user, stamp);
    const item = (slug: string, fieldId: number) => {
      const id = Number(
        fresh
          .prepare("INSERT INTO contents (kind, slug, title, published_at) VALUES ('VOD', ?, ?, ?)")
          .run(slug, slug, stamp).lastInsertRowid,
      );
      fresh.prepare("INSERT INTO content_fields (content_id, field_id) VALUES (?, ?)").run(id, fieldId);
      return id;
    };
    const heart = item("herzinsuffizienz", 2);
    const liver = item("hepatitis", 41); // Hepatologie, merged into Gastroenterologie
    const skin = item("psoriasis", 3);

    runMigrations(fresh);

    const rows = fresh
      .prepare<[], Record<string, unknown>>(
        "SELECT id, slug, label_de, label_en, icon, color, relevant, mapped_id, parent_id FROM fields ORDER BY id",
      )
      .all();
    expect(rows).toEqual(
      FIELDS.map((f) => ({
        id: f.id,
        slug: f.slug,
        label_de: f.label_de,
        label_en: f.label_en,
        icon: f.icon,
        color: f.color,
        relevant: f.relevant ? 1 : 0,
        mapped_id: f.mappedId,
        parent_id: f.parentId,
      })),
    );
    const fieldsOf = (id: number) =>
      fresh
        .prepare("SELECT field_id FROM content_fields WHERE content_id = ? ORDER BY field_id")
        .pluck()
        .all(id);
    expect(fieldsOf(heart)).toEqual([2, 64]);
    expect(fieldsOf(liver)).toEqual([41, 64]);
    expect(fieldsOf(skin)).toEqual([3]);
    expect(
      fresh.prepare("SELECT field_id, notify FROM user_fields WHERE user_id = ? ORDER BY field_id").all(user),
    ).toEqual([
      { field_id: 2, notify: 1 },
      { field_id: 24, notify: 0 },
    ]);
    expect(fresh.prepare("SELECT field_id FROM users WHERE id = ?").pluck().get(user)).toBe(24);
    fresh.close();
  });

  it("follows the main field of every demo user that has one", () => {
    for (const user of DEMO_USERS) {
      if (user.field_id !== null) expect(user.fields, user.email).toContain(user.field_id);
    }
  });
});
