import { describe, expect, it } from "vitest";
import { corrections, editDistance, forgivingQuery, maxEdits, vocabulary } from "./search-terms.ts";

const vocab = vocabulary(
  [
    ["herzinsuffizienz", 40],
    ["herzschwache", 2],
    ["vorhofflimmern", 30],
    ["koronare", 20],
    ["herzkrankheit", 20],
    ["khk", 3],
    ["empagliflozin", 10],
    ["dapagliflozin", 8],
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
    expect(corrections(vocab, `herzinsuffizienz${"x".repeat(240)}`, true)).toEqual([]);
    // Both at one edit: the more frequent first.
    expect(corrections(vocab, "asthmo", false)).toEqual(["asthma", "asthme"]);
    // A synonym the index does not hold is a word too.
    expect(corrections(vocab, "sgtl2", false)).toEqual(["sglt2"]);
  });
});

describe("queries", () => {
  const query = (term: string) => forgivingQuery(term, vocab);

  it("widens a typo to the known word and its synonyms the index holds", () => {
    // "HI" is a synonym too, but no record holds it: it would cost a look-up and find nothing.
    expect(query("Herzinsufizienz")).toEqual({
      query: '(("Herzinsufizienz"*) OR ("herzinsuffizienz") OR ("herzschwache"))',
      exactFindsNothing: true,
    });
    // A correctly spelled word still finds its synonyms, after its own hits (exactFindsNothing false).
    expect(query("Herzinsuffizienz")).toEqual({
      query: '(("Herzinsuffizienz"*) OR ("herzschwache"))',
      exactFindsNothing: false,
    });
    expect(query("Herzinsufiz")?.query).toBe(
      '(("Herzinsufiz"*) OR ("herzinsuffizienz") OR ("herzschwache"))',
    );
  });

  it("compares at most three unknown words of a query with the vocabulary; the rest stand as typed", () => {
    const typos = "Therapei Asthmaa Migrnae Vorhoflimmern Herzinsufizienz";
    const { query: widened } = query(typos)!;
    expect(widened).toContain('("therapie")');
    expect(widened).toContain('("asthma")');
    expect(widened).toContain('("migrane")');
    expect(widened).not.toContain('("vorhofflimmern")');
    expect(widened).toContain('(("Vorhoflimmern"))');
    expect(widened).toContain('(("Herzinsufizienz"*))');
  });

  it("widens an abbreviation to its long form, and a phrase of several words to the abbreviation", () => {
    expect(query("KHK Therapie")).toEqual({
      query: '(("KHK") OR ("koronare herzkrankheit")) AND (("Therapie"*))',
      exactFindsNothing: false,
    });
    expect(query("koronare Herzkrankheit")?.query).toBe('(("koronare" AND "Herzkrankheit"*) OR ("khk"))');
  });

  it("widens a class to its members, but a member not to the others", () => {
    expect(query("SGLT2")).toEqual({
      query: '(("SGLT2"*) OR ("empagliflozin") OR ("dapagliflozin"))',
      exactFindsNothing: true,
    });
    expect(query("SGTL2")?.query).toBe('(("SGTL2"*) OR ("empagliflozin") OR ("dapagliflozin"))');
    expect(query("Empagliflozin")).toBeNull();
  });

  it("answers null when there is nothing to forgive", () => {
    expect(query("Therapie")).toBeNull();
    expect(query("xyzzyqq")).toBeNull();
  });
});
