// Shared i18n setup for server and client. All UI text lives in locales/{de,en}/*.json.
// German, the default, is part of every page's script; English is loaded only by pages shown in
// English (entry.client.tsx, useLanguage): both in every page cost 15 KB of gzip (decisions 005
// and 021). The server registers both (app/.server/i18n.ts). Texts that only a few pages show are
// chunks of their own, added to an instance when a page needs them (textChunks, below).
import type { i18n as I18n } from "i18next";
import { de } from "./locales/de";

export const supportedLanguages = ["de", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "de";

export type LanguageTexts = typeof de;

/** The languages loaded so far: German always, English once registered. */
export const resources: { de: LanguageTexts } & Partial<Record<Language, LanguageTexts>> = { de };

export function registerLanguage(language: Language, texts: LanguageTexts): void {
  resources[language] = texts;
}

/** The texts of `language`, or German while English is not loaded yet. */
export const textsFor = (language: string): LanguageTexts =>
  resources[language === "en" ? "en" : "de"] ?? resources.de;

export const namespaces = Object.keys(de) as Array<keyof LanguageTexts>;

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: defaultLanguage,
  defaultNS: "common",
  ns: namespaces,
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

/** Makes sure the texts of `language` are loaded (English comes as a chunk of its own). */
export async function loadLanguage(language: string): Promise<void> {
  if (language !== "en" || resources.en) return;
  const { en } = await import("./locales/en");
  registerLanguage("en", en);
}

type TextStore = Pick<I18n, "addResourceBundle">;

/**
 * Texts that only a few pages show: a chunk of their own, both languages in one, rather than part of
 * every page's script (decision 021). The browser adds them to their namespace before such a page
 * hydrates (entry.client.tsx) or opens by a link (the page's clientLoader, lib/text-chunk-client.ts);
 * the server has them all (app/.server/i18n.ts).
 */
export interface TextChunk {
  /** The namespace the texts belong to: merged into what is there, as English's may come before or after. */
  namespace: string;
  /** The paths of the pages that show them. */
  paths: RegExp;
  texts: () => Promise<Record<Language, object>>;
}

export const textChunks = {
  // The staff pages (decision 035).
  staff: {
    namespace: "staff",
    paths: /^\/staff(\/|$)/,
    texts: () => import("./locales/staff").then((m) => m.staffTexts),
  },
  // The live session's, its moderation console's and the conference's: /live/{slug} and its console.
  liveSession: {
    namespace: "live",
    paths: /^\/live\//,
    texts: () => import("./locales/live-session").then((m) => m.liveSessionTexts),
  },
  // Tickets, the checkout, the payment's outcome and the orders: the events, Expanda, the checkout,
  // its return page and "Meine Inhalte".
  checkout: {
    namespace: "checkout",
    paths: /^\/((event|registration|expanda)\/|expanda$|payment-redirect$|profile\/my-content$)/,
    texts: () => import("./locales/checkout").then((m) => m.checkoutTexts),
  },
} satisfies Record<string, TextChunk>;

/** Adds a chunk's texts to an instance (both languages). */
export function addTextChunk(instance: TextStore, { namespace }: TextChunk, texts: Record<Language, object>) {
  for (const language of supportedLanguages)
    instance.addResourceBundle(language, namespace, texts[language], true, true);
}

const loading = new WeakMap<TextStore, Map<TextChunk, Promise<void>>>();

/** Loads a chunk's texts into an instance once. */
export function loadTextChunk(instance: TextStore, chunk: TextChunk): Promise<void> {
  const chunks = loading.get(instance) ?? new Map<TextChunk, Promise<void>>();
  loading.set(instance, chunks);
  let loaded = chunks.get(chunk);
  if (!loaded) {
    loaded = chunk.texts().then((texts) => addTextChunk(instance, chunk, texts));
    // A failed load (a chunk gone after a deploy) is tried again by the next page that needs it.
    loaded.catch(() => chunks.delete(chunk));
    chunks.set(chunk, loaded);
  }
  return loaded;
}

/** Loads the texts of every chunk the page at `pathname` shows. */
export const loadTextChunksFor = (instance: TextStore, pathname: string) =>
  Promise.all(
    Object.values(textChunks)
      .filter((chunk: TextChunk) => chunk.paths.test(pathname))
      .map((chunk) => loadTextChunk(instance, chunk)),
  );
