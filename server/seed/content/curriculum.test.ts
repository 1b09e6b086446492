import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db.ts";
import { seed } from "../index.ts";
import { CONTENT_FIELDS } from "./common.ts";
import { CURRICULUM } from "./curriculum.ts";

// The demo catalogue looks like medicine: unique titles, each field with its own
// topics, every medicine only with a condition it treats.

const db = openDatabase(":memory:");
seed(db, { now: new Date("2026-11-23T10:00:00Z") });
const contents = db
  .prepare<
    [],
    {
      id: number;
      kind: string;
      title: string;
      description: string;
      published_at: string;
      starts_at: string | null;
    }
  >("SELECT id, kind, title, description, published_at, starts_at FROM contents")
  .all();
const tagsOf = db.prepare<[number], { name: string; type: string }>(
  "SELECT t.name, t.type FROM tags t JOIN content_tags ct ON ct.tag_id = t.id WHERE ct.content_id = ?",
);

describe("the demo catalogue", () => {
  it("gives every item its own title", () => {
    const titles = contents.map((item) => item.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has curated topics for every field that carries content", () => {
    for (const field of CONTENT_FIELDS) {
      const curriculum = CURRICULUM[field.slug];
      expect(curriculum, field.slug).toBeDefined();
      expect(curriculum!.clinical.length + curriculum!.practice.length, field.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("names a medicine only together with a condition the curriculum pairs it with", () => {
    const treats = new Map<string, Set<string>>();
    for (const { clinical } of Object.values(CURRICULUM)) {
      for (const { name, drugs = [] } of clinical) {
        for (const drug of drugs) treats.set(drug, new Set([...(treats.get(drug) ?? []), name]));
      }
    }
    let paired = 0;
    for (const item of contents) {
      const tags = tagsOf.all(item.id);
      const drug = tags.find((tag) => tag.type === "INGREDIENT")?.name;
      if (!drug) continue;
      const condition = tags.find((tag) => tag.type === "INDICATION")?.name ?? "";
      expect(treats.get(drug)?.has(condition), `${item.title}: ${drug} / ${condition}`).toBe(true);
      expect(item.title).toContain(drug);
      expect(item.title).toContain(condition);
      paired += 1;
    }
    expect(paired).toBeGreaterThan(20);
  });

  it("names in a title only the year the item takes place or went online", () => {
    const dated = contents.filter((item) => /\b20\d\d\b/.test(item.title));
    expect(dated.length).toBeGreaterThan(0);
    for (const item of dated) {
      // "Update Mammakarzinom 2026" went online in December 2025 when every title took the seeding year.
      expect(item.title).toContain((item.starts_at ?? item.published_at).slice(0, 4));
    }
  });

  it("reads like an editor wrote it: no doubled phrases, no formal address, no leftovers", () => {
    for (const item of contents) {
      const text = `${item.title} ${item.description}`;
      expect(text, item.title).not.toMatch(
        /\bim Alltag im\b|Neues aus der|\{|\}|\bSie\b|\bIhr\w*\b|undefined/,
      );
    }
  });
});
