import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadLegalPage, operatorPages } from "./legal";

// The interface says "du", and the demo shows no template or placeholder copy.

/** Formal address: "Sie", "Ihnen", "Ihr…" inside a sentence (after a lower-case word). */
const FORMAL = /\b[a-zäöüß]+[,]? (Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/;
const TEMPLATE = /Vorlage|Muster|Platzhalter|Lorem|template|placeholder|\{\{|\}\}/i;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("German copy", () => {
  it.each(readdirSync("locales/de"))("locales/de/%s says du", (file) => {
    for (const text of strings(JSON.parse(readFileSync(`locales/de/${file}`, "utf8")))) {
      expect(text, text).not.toMatch(/\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/);
    }
  });

  it.each(operatorPages)("the operator page %s says du and is no template", async (page) => {
    for (const locale of ["de", "en"] as const) {
      const { html } = await loadLegalPage(page, locale);
      const text = html.replace(/<[^>]+>/g, " ");
      expect(text.match(TEMPLATE)?.[0], `${locale} ${page}`).toBeUndefined();
      if (locale === "de") expect(text.match(FORMAL)?.[0], page).toBeUndefined();
    }
  });
});
