import { describe, expect, it } from "vitest";
import { openDatabase } from "../db.ts";
import { seedLarge } from "./content/index.ts";
import { seed } from "./index.ts";

// The seed writes the storage directly: its counts are checked on a database of its own.
describe("seed", () => {
  it("has the demo catalogue", () => {
    const db = openDatabase(":memory:");
    seed(db);
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT count(*) n FROM channels")).toBeGreaterThanOrEqual(30);
    expect(count("SELECT count(*) n FROM experts")).toBeGreaterThanOrEqual(60);
    expect(count("SELECT count(*) n FROM tags")).toBeGreaterThanOrEqual(150);
    expect(count("SELECT count(*) n FROM contents WHERE kind = 'VOD'")).toBeGreaterThanOrEqual(150);
    expect(count("SELECT count(*) n FROM contents WHERE kind = 'LIVESTREAM'")).toBeGreaterThanOrEqual(40);
    expect(count("SELECT count(*) n FROM contents WHERE kind = 'SHORT'")).toBeGreaterThanOrEqual(40);
    expect(count("SELECT count(*) n FROM contents WHERE kind = 'PLAYLIST'")).toBeGreaterThanOrEqual(10);
    expect(count("SELECT count(*) n FROM contents WHERE status = 'DRAFT'")).toBeGreaterThan(0);
    expect(count("SELECT count(*) n FROM channels WHERE id = 1 AND slug = 'kardiologie-aktuell'")).toBe(1);
    db.close();
  });

  it("seeds a large catalogue quickly", () => {
    const db = openDatabase(":memory:");
    seed(db);
    expect(seedLarge(db, { count: 2000 })).toBe(2000);
    expect((db.prepare("SELECT count(*) n FROM contents").get() as { n: number }).n).toBeGreaterThan(2200);
    db.close();
  });
});
