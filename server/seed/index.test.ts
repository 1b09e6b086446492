import { describe, expect, it } from "vitest";
import { TOPIC_BANKS } from "../cme/banks/index.ts";
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

  it("stores each topic bank once, accredits only items on a topic with a bank, and adopts an older database's", () => {
    const db = openDatabase(":memory:");
    seed(db);
    const banks = () =>
      db
        .prepare(
          "SELECT topic, count(*) AS size, count(DISTINCT text) AS texts FROM cme_questions GROUP BY topic",
        )
        .all() as { topic: string; size: number; texts: number }[];
    const expected = TOPIC_BANKS.map((bank) => ({
      topic: bank.topic,
      size: bank.questions.length,
      texts: bank.questions.length,
    }));
    expect(banks()).toEqual(expect.arrayContaining(expected));
    expect(banks()).toHaveLength(TOPIC_BANKS.length);
    const accredited = () =>
      db
        .prepare("SELECT cme_topic AS topic, cme_demo AS demo FROM contents WHERE cme_vnr IS NOT NULL")
        .all() as {
        topic: string | null;
        demo: number;
      }[];
    const topics = new Set(TOPIC_BANKS.map((bank) => bank.topic));
    expect(accredited().length).toBeGreaterThan(20);
    expect(accredited().every((item) => item.topic !== null && topics.has(item.topic))).toBe(true);
    const before = accredited().length;

    // A database seeded before the banks: no topics, random citations, per-item pools gone.
    db.exec(`UPDATE contents SET cme_topic = NULL, cme_nominal_minutes = NULL, cme_demo = 0;
      UPDATE contents SET citations = '[{"text":"Fachinformation des Herstellers","url":null,"start_seconds":9}]'
      WHERE citations IS NOT NULL; DELETE FROM cme_questions`);
    seed(db);
    const citations = db.prepare("SELECT citations FROM contents WHERE citations IS NOT NULL").all() as {
      citations: string;
    }[];
    const sources = new Set(TOPIC_BANKS.flatMap((bank) => bank.sources.map((source) => source.text)));
    expect(citations.length).toBeGreaterThan(10);
    for (const { citations: cited } of citations) {
      for (const { text } of JSON.parse(cited) as { text: string }[]) expect(sources).toContain(text);
    }
    expect(banks()).toEqual(expect.arrayContaining(expected));
    expect(accredited()).toHaveLength(before);
    expect(accredited().every((item) => item.topic !== null && topics.has(item.topic))).toBe(true);
    expect(accredited().filter((item) => item.demo === 1).length).toBeGreaterThanOrEqual(3);
    db.close();
  });

  it("numbers every accreditation in the year it began, also a course moved back for a certificate", () => {
    const db = openDatabase(":memory:");
    seed(db, { now: new Date("2026-11-23T10:00:00Z") });
    const rows = db
      .prepare(
        "SELECT title, cme_vnr AS vnr, cme_valid_from AS valid_from FROM contents WHERE cme_vnr IS NOT NULL",
      )
      .all() as { title: string; vnr: string; valid_from: string }[];
    const certified = db
      .prepare("SELECT k.published_at FROM cme_certificates c JOIN contents k ON k.id = c.content_id")
      .all() as { published_at: string }[];
    expect(rows.length).toBeGreaterThan(20);
    // The oldest certificate (400 days back) needs a course that went online the year before.
    expect(certified.some((row) => row.published_at.slice(0, 4) === "2025")).toBe(true);
    for (const { title, vnr, valid_from } of rows) {
      const [, chamber, ebap, eaccme] = /^276\d{2}(\d{4})|^EBAP-(\d{4})-|^LEEA(\d{2})-/.exec(vnr) ?? [];
      const year = chamber ?? ebap ?? (eaccme ? `20${eaccme}` : undefined);
      expect(year, `${title}: ${vnr}`).toBe(valid_from.slice(0, 4));
    }
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
