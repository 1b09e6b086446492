import { describe, expect, it } from "vitest";
import * as operatorPage from "~/pages/legal";
import deFrame from "../../locales/de/frame.json";
import enFrame from "../../locales/en/frame.json";
import { call } from "./helpers";

// /uber-fortbildung, /jobs and /withdrawal-policy: the operator's Markdown with the company data filled in, per language.

const english = `locale=${Buffer.from(JSON.stringify("en")).toString("base64")}`;
type Page = { title: string; html: string };

describe("operator-edited pages", () => {
  it.each([
    ["/uber-fortbildung", "Über uns – Fortbildung", "About us – Fortbildung", "Fortbildung Medien GmbH"],
    ["/jobs", "Jobs – Fortbildung", "Jobs – Fortbildung", 'href="mailto:kontakt@fortbildung.example"'],
    // The Widerrufsbelehrung the checkout links to, with the operator's address for the withdrawal.
    [
      "/withdrawal-policy",
      "Widerrufsbelehrung – Fortbildung",
      "Right of withdrawal – Fortbildung",
      "Fortbildung Medien GmbH, Invalidenstraße 92, 10115 Berlin",
    ],
  ])("%s in German and English, the company data filled in", async (path, german, englishTitle, filled) => {
    const de = (await call(operatorPage.loader, { path })).data as Page;
    expect(de.title).toBe(german);
    expect(de.html).toContain(filled);
    expect(de.html).not.toContain("{{");
    const en = (await call(operatorPage.loader, { path, cookie: english })).data as Page;
    expect(en.title).toBe(englishTitle);
    expect(en.html).not.toBe(de.html);
  });

  it("the Widerrufsbelehrung sends the buyer to the page with the orders by the name the profile menu gives it", async () => {
    const de = (await call(operatorPage.loader, { path: "/withdrawal-policy" })).data as Page;
    expect(de.html).toContain(`„${deFrame.profile_menu.my_content}“`);
    const en = (await call(operatorPage.loader, { path: "/withdrawal-policy", cookie: english }))
      .data as Page;
    expect(en.html).toContain(`&quot;${enFrame.profile_menu.my_content}&quot;`);
  });
});
