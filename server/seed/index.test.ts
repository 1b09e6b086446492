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

  it("gives every accredited item a pool of 30 different questions, and tops up smaller pools on the next start", () => {
    const db = openDatabase(":memory:");
    seed(db);
    const pools = () =>
      db
        .prepare(
          `SELECT count(q.id) AS size, count(DISTINCT q.text) AS texts FROM contents c
           LEFT JOIN cme_questions q ON q.content_id = c.id WHERE c.cme_vnr IS NOT NULL GROUP BY c.id`,
        )
        .all() as { size: number; texts: number }[];
    expect(pools().length).toBeGreaterThan(10);
    expect(pools().every((pool) => pool.size === 30 && pool.texts === 30)).toBe(true);
    // A database seeded when pools had 15 questions.
    db.exec(`DELETE FROM cme_questions WHERE id IN (SELECT id FROM cme_questions q WHERE
      (SELECT count(*) FROM cme_questions p WHERE p.content_id = q.content_id AND p.id < q.id) >= 15)`);
    expect(pools().every((pool) => pool.size === 15)).toBe(true);
    seed(db);
    expect(pools().every((pool) => pool.size === 30 && pool.texts === 30)).toBe(true);
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
