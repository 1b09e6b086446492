import { describe, expect, it } from "vitest";
import { corrections, editDistance, forgivingQuery, maxEdits, vocabulary } from "./search-terms.ts";

const vocab = vocabulary(
  [
    ["herzinsuffizienz", 40],
    ["vorhofflimmern", 30],
    ["koronare", 20],
    ["herzkrankheit", 20],
    ["empagliflozin", 10],
    ["migrane", 12],
    ["therapie", 90],
    ["asthma", 15],
    ["asthme", 1],
  ].map(([term, doc]) => ({ term: String(term), doc: Number(doc) })),
);

describe("edit distance", () => {
  it("counts inserts, deletes, substitutions and swapped neighbours, up to a limit", () => {
    expect(editDistance("herzinsufizienz", "herzinsuffizienz", 2).whole).toBe(1);
    expect(editDistance("vorhofflimern", "vorhofflimmern", 2).whole).toBe(1);
    expect(editDistance("sgtl2", "sglt2", 1).whole).toBe(1);
    expect(editDistance("migrane", "migraene", 1).whole).toBe(1);
    expect(editDistance("kardiologie", "dermatologie", 2).whole).toBe(3);
    // The closest start of a longer word: for the word still being typed.
    expect(editDistance("herzinsufiz", "herzinsuffizienz", 2)).toEqual({ whole: 3, prefix: 1 });
  });

  it("allows more edits in longer words", () => {
    expect([3, 4, 7, 8, 16].map(maxEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe("corrections", () => {
  it("offers the known words closest to an unknown one, none for a known or short word", () => {
    expect(corrections(vocab, "herzinsufizienz", false)).toEqual(["herzinsuffizienz"]);
    expect(corrections(vocab, "herzinsuffizienz", false)).toEqual([]);
    expect(corrections(vocab, "herz", true)).toEqual([]);
    expect(corrections(vocab, "hrz", false)).toEqual([]);
    expect(corrections(vocab, "xyzzyqq", false)).toEqual([]);
    // Both at one edit: the more frequent first.
    expect(corrections(vocab, "asthmo", false)).toEqual(["asthma", "asthme"]);
    // A synonym the index does not hold is a word too.
    expect(corrections(vocab, "sgtl2", false)).toEqual(["sglt2"]);
  });
});

describe("queries", () => {
  it("widens a typo to the known word and its synonyms, and an abbreviation to its long form", () => {
    expect(forgivingQuery("Herzinsufizienz", vocab)).toBe(
      '(("Herzinsufizienz"*) OR ("herzinsuffizienz") OR ("hi") OR ("herzschwache"))',
    );
    expect(forgivingQuery("KHK Therapie", vocab)).toBe(
      '(("KHK") OR ("koronare herzkrankheit") OR ("koronare herzerkrankung")) AND (("Therapie"*))',
    );
    // A phrase of several words is one synonym.
    expect(forgivingQuery("koronare Herzkrankheit", vocab)).toBe(
      '(("koronare" AND "Herzkrankheit"*) OR ("khk") OR ("koronare herzerkrankung"))',
    );
    // A class finds its members; a member does not find the others.
    expect(forgivingQuery("SGLT2", vocab)).toContain('("empagliflozin") OR ("dapagliflozin")');
    expect(forgivingQuery("Empagliflozin", vocab)).toBeNull();
  });

  it("answers null when there is nothing to forgive", () => {
    expect(forgivingQuery("Therapie", vocab)).toBeNull();
    expect(forgivingQuery("xyzzyqq", vocab)).toBeNull();
  });
});
