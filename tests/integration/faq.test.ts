import { describe, expect, it } from "vitest";
import * as faqIndex from "~/routes/faq._index";
import * as faqTopic from "~/routes/faq.$type";
import type { FaqData } from "~/.server/faq";
import { call } from "./helpers";

// /faq and /faq/{type} (spec 2.1) from the reference API's FAQ, in the visitor's language.

const english = `locale=${Buffer.from(JSON.stringify("en")).toString("base64")}`;

describe("/faq", () => {
  it("lists every topic with its questions, German by default", async () => {
    const result = await call(faqIndex.loader, { path: "/faq" });
    expect(result.status).toBe(200);
    const data = result.data as FaqData;
    expect(data.title).toBe("Häufige Fragen – Fortbildung");
    expect(data.current).toBeNull();
    expect(data.categories).toHaveLength(9);
    expect(data.categories.map((category) => category.slug)).toContain("login");
    expect(data.categories.every((category) => category.entries.length > 0)).toBe(true);
  });

  it("/faq/login is the login topic, in English for an English visitor", async () => {
    const result = await call(faqTopic.loader, {
      path: "/faq/login",
      params: { type: "login" },
      cookie: english,
    });
    const data = result.data as FaqData;
    expect(data.current).toBe("login");
    expect(data.title).toBe("Frequently asked questions: Login – Fortbildung");
    expect(data.categories.find((category) => category.slug === "login")?.entries[0]?.question).toBe(
      "I forgot my password.",
    );
  });

  it("names the question a shared link opens", async () => {
    const result = await call(faqTopic.loader, {
      path: "/faq/efn?frage=wo-finde-ich-meine-efn",
      params: { type: "efn" },
    });
    expect((result.data as FaqData).openId).toBe("wo-finde-ich-meine-efn");
  });

  it("answers 404 for a topic that does not exist", async () => {
    for (const type of ["unbekannt", "LOGIN", "__proto__"]) {
      const result = await call(faqTopic.loader, { path: `/faq/${type}`, params: { type } });
      expect(result.status).toBe(404);
    }
  });
});
