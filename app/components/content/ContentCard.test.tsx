import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createHtmlMemo, HtmlMemoContext } from "~/render/html-memo";
import type { ContentCardItem } from "./ContentCard";

// The card's lock notice reaches the frame's data (root.tsx), whose server modules read the environment.
process.env.GRAPHQL_URL ??= "http://127.0.0.1:4000/graphql";
process.env.SESSION_SECRET ??= "unit-test-secret-unit-test-secret-123";
const { i18nFor } = await import("~/.server/i18n");
const { ContentCard } = await import("./ContentCard");

/** The page's way of rendering: React's streaming renderer, as entry.server.tsx uses it. */
function streamed(element: ReactElement) {
  return new Promise<string>((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onError: reject });
  });
}

// One open item of every kind a card tells apart (type, state, points, minutes, no thumbnail), with
// text that needs escaping in attributes and content.
const items: ContentCardItem[] = [
  {
    __typename: "Vod",
    id: "1",
    slug: "herz-&-kreislauf",
    title: 'Herz & Kreislauf: "Kontroversen" <live>',
    thumbnail_url: "https://media.example/a.svg?x=1&y=2",
    type: "E_LEARNING",
    published_at: "2026-02-16T14:30:46.037Z",
    duration_seconds: 5400,
    cme_points: 2,
    locked: false,
    lock_reason: null,
  },
  {
    __typename: "Livestream",
    id: "2",
    slug: "live-jetzt",
    title: "Gerade live",
    thumbnail_url: null,
    state: "LIVE",
    starts_at: "2026-11-25T18:00:00.000Z",
    cme_points: 0,
    locked: false,
    lock_reason: null,
  },
  {
    __typename: "Short",
    id: "3",
    slug: "kurz",
    title: "Kurz erklärt",
    thumbnail_url: "https://media.example/c.svg",
    published_at: "2026-10-13T21:30:46.037Z",
    duration_seconds: 59,
    locked: false,
    lock_reason: null,
  },
] as ContentCardItem[];

const Cards = () => (
  <ul>
    {items.map((item) => (
      <li key={item.id}>
        <ContentCard item={item} signedIn />
      </li>
    ))}
  </ul>
);

describe("ContentCard on the server", () => {
  it("renders the same HTML from the memo as element by element, in each language", async () => {
    let renders = 0;
    // One memo for both languages, as in the app (one per process).
    const memo = createHtmlMemo((element) => {
      renders++;
      return renderToString(element);
    });
    const page = (language: "de" | "en", withMemo: boolean) => (
      <I18nextProvider i18n={i18nFor(language)}>
        <HtmlMemoContext.Provider value={withMemo ? memo : null}>
          <Cards />
        </HtmlMemoContext.Provider>
      </I18nextProvider>
    );
    for (const language of ["de", "en"] as const) {
      const plain = await streamed(page(language, false));
      expect(plain).toContain("Herz &amp; Kreislauf: &quot;Kontroversen&quot; &lt;live&gt;");
      expect(plain).toContain('src="https://media.example/a.svg?x=1&amp;y=2"');
      expect(plain).toContain(language === "de" ? "2 CME-Punkte" : "2 CME points");
      // Twice: the second page comes from the memo alone, and both are the plain page byte for byte
      // (the browser hydrates the memo's HTML with the elements it renders itself).
      expect(await streamed(page(language, true))).toBe(plain);
      expect(await streamed(page(language, true))).toBe(plain);
    }
    expect(renders).toBe(2 * items.length);
  });
});

describe("ContentCard's image", () => {
  it("loads at once on the first screen and lazily below it, also when the card comes from the memo", async () => {
    const memo = createHtmlMemo((element) => renderToString(element));
    const card = (eager: boolean) =>
      streamed(
        <I18nextProvider i18n={i18nFor("de")}>
          <HtmlMemoContext.Provider value={memo}>
            <ContentCard item={items[0]!} signedIn eager={eager} />
          </HtmlMemoContext.Provider>
        </I18nextProvider>,
      );
    // Each twice: the second comes from the memo, which must not hand one the other's image.
    for (const eager of [true, false, true, false]) {
      expect(await card(eager)).toMatch(eager ? /<img [^>]*loading="eager"/ : /<img [^>]*loading="lazy"/);
    }
  });
});
