import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers.ts";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Faq = {
  faq: { type: string; title: string; entries: { id: string; question: string; answer: string }[] }[];
};
const QUERY = "query($locale: Locale) { faq(locale: $locale) { type title entries { id question answer } } }";

describe("faq", () => {
  it("answers the nine categories in both languages, the same questions under the same ids", async () => {
    const de = (await t.gql<Faq>(QUERY, { variables: { locale: "de" } })).data!.faq;
    const en = (await t.gql<Faq>(QUERY, { variables: { locale: "en" } })).data!.faq;
    expect(de.map((category) => category.type)).toEqual([
      "REGISTRATION",
      "LOGIN",
      "PROOF",
      "EFN",
      "CME",
      "CERTIFICATES",
      "PAYMENT",
      "TECHNOLOGY",
      "PRIVACY",
    ]);
    expect(en.map((category) => category.type)).toEqual(de.map((category) => category.type));
    expect(de.find((category) => category.type === "LOGIN")?.title).toBe("Anmeldung");
    expect(en.find((category) => category.type === "LOGIN")?.title).toBe("Login");
    for (const [index, category] of de.entries()) {
      expect(category.entries.length).toBeGreaterThan(0);
      const other = en[index]!;
      expect(other.entries.map((entry) => entry.id)).toEqual(category.entries.map((entry) => entry.id));
      for (const [i, entry] of category.entries.entries()) {
        // Each language has its own text, not a copy of the other.
        expect(entry.question).not.toBe(other.entries[i]!.question);
        expect(entry.answer.length).toBeGreaterThan(40);
      }
    }
    const ids = de.flatMap((category) => category.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("speaks German when no language is named, the interface's 'du'", async () => {
    const faq = (await t.gql<Faq>(QUERY)).data!.faq;
    const answers = faq.flatMap((category) => category.entries.map((entry) => entry.answer)).join(" ");
    expect(answers).toContain("deine");
    expect(answers).not.toMatch(/\b(Sie|Ihre?n?)\b/);
  });
});
