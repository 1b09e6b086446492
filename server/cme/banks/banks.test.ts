import { describe, expect, it } from "vitest";
import { CURRICULUM } from "../../seed/content/curriculum.ts";
import { MIN_POOL } from "../rules.ts";
import { TOPIC_BANKS } from "./index.ts";

// What a chamber's reviewer checks first in a CME test: enough questions on the item's own topic,
// five distinct options with one best answer, and no give-away in the form of the answers.

/** A question's correct answer is strictly the longest of its options: the classic test-wise cue. */
const longestIsCorrect = (options: string[]) => options.slice(1).every((o) => o.length < options[0]!.length);

describe.each(TOPIC_BANKS.map((bank) => [bank.topic, bank] as const))(
  "the question bank on %s",
  (_t, bank) => {
    it("is a clinical topic of its field in the demo curriculum", () => {
      const names = CURRICULUM[bank.field]?.clinical.map((topic) => topic.name) ?? [];
      expect(names).toContain(bank.topic);
    });

    it(`has at least ${MIN_POOL} different questions, each with five different options`, () => {
      expect(bank.questions.length).toBeGreaterThanOrEqual(MIN_POOL);
      expect(new Set(bank.questions.map((q) => q.text)).size).toBe(bank.questions.length);
      for (const question of bank.questions) {
        expect(new Set(question.options.map((o) => o.trim().toLowerCase())).size, question.text).toBe(5);
        expect(question.options.every((o) => o.trim().length > 0)).toBe(true);
      }
    });

    it("gives no length cue: the correct answer is the longest in at most a third of the questions", () => {
      const cued = bank.questions.filter((q) => longestIsCorrect(q.options)).length;
      expect(cued / bank.questions.length).toBeLessThanOrEqual(1 / 3);
    });

    it("cites two to four sources", () => {
      expect(bank.sources.length).toBeGreaterThanOrEqual(2);
      expect(bank.sources.length).toBeLessThanOrEqual(4);
      for (const source of bank.sources) expect(source.text).toMatch(/\b(19|20)\d\d\b/);
    });
  },
);

describe("the question banks", () => {
  it("never share a question: what one item's test teaches does not pass another's", () => {
    const texts = TOPIC_BANKS.flatMap((bank) => bank.questions.map((q) => q.text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("are one per topic", () => {
    const topics = TOPIC_BANKS.map((bank) => bank.topic);
    expect(new Set(topics).size).toBe(topics.length);
  });
});
