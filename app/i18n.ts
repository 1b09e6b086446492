// Shared i18n setup for server and client. All UI text lives in locales/{de,en}/*.json.
// German, the default, is part of every page's script; English is loaded only by pages shown in
// English (entry.client.tsx, useLanguage): both in every page cost 15 KB of gzip (decisions 005
// and 021). The server registers both (app/.server/i18n.ts). The staff pages' and the live session's
// texts are chunks of their own, added to an instance when a page needs them (below).
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

/** Where the staff pages are: their texts come as a chunk of their own (decision 035). */
export const isStaffPath = (pathname: string) => pathname === "/staff" || pathname.startsWith("/staff/");

type TextStore = Pick<I18n, "hasResourceBundle" | "getResource" | "addResourceBundle">;

/** Adds the staff pages' texts to an i18next instance once (both languages). */
export async function loadStaffTexts(instance: TextStore): Promise<void> {
  if (instance.hasResourceBundle(defaultLanguage, "staff")) return;
  const { staffTexts } = await import("./locales/staff");
  for (const language of supportedLanguages)
    instance.addResourceBundle(language, "staff", staffTexts[language]);
}

/** The pages with the live session (/live/{slug}) and its console: they need its texts (decision 021). */
export const isLiveSessionPath = (pathname: string) => pathname.startsWith("/live/");

/** Adds the live session's texts to the `live` namespace of an i18next instance once (both languages). */
export async function loadLiveSessionTexts(instance: TextStore): Promise<void> {
  if (instance.getResource(defaultLanguage, "live", "session") !== undefined) return;
  const { liveSessionTexts } = await import("./locales/live-session");
  // Merged into what is there: English's other `live` texts may come before or after these.
  for (const language of supportedLanguages)
    instance.addResourceBundle(language, "live", liveSessionTexts[language], true, true);
}
