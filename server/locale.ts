/** The languages the API answers editorial content in; German unless the request prefers English. */
export type ContentLocale = "de" | "en";

/**
 * The request's language from its Accept-Language (the app sends its page's language): the first
 * supported one in the order of preference; German when none is.
 */
export function contentLocale(header: string | null): ContentLocale {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split("-")[0];
    if (language === "de" || language === "en") return language;
  }
  return "de";
}

/** The English text where the request asks for English and there is one, the German text otherwise. */
export const inLocale = (locale: ContentLocale, de: string, en: string | null | undefined): string =>
  locale === "en" && en ? en : de;

/** A generated image's address in the request's language (its captions; http.ts reads `lang`). */
export function localisedMedia(url: string | null, locale: ContentLocale): string | null {
  if (url === null || locale === "de") return url;
  const parsed = new URL(url);
  // Also under the demo's forward path (/demo-api/media/…, decision 032).
  if (!/\/media\/.+\.svg$/.test(parsed.pathname)) return url;
  parsed.searchParams.set("lang", locale);
  return parsed.toString();
}
