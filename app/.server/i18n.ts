import { createCookie } from "@remix-run/node";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLanguage, i18nConfig, supportedLanguages, type Language } from "~/i18n";
import { addTextChunks } from "~/locales/chunks";
import "./languages";
import { cookieSecure } from "./env";

/** Readable on purpose (not httpOnly): it holds nothing secret. */
export const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  secure: cookieSecure,
  maxAge: 365 * 24 * 60 * 60,
});

// German unless the visitor chose otherwise: the platform is German-language first.
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: defaultLanguage,
    cookie: localeCookie,
    order: ["cookie"],
  },
});

export async function getLocale(request: Request): Promise<Language> {
  return (await detector.getLocale(request)) as Language;
}

// One instance per language for the whole process: the server never changes an instance's
// language, so requests can share them instead of building one each (measured in `npm run bench`).
const instances = new Map<Language, I18n>();

export function i18nFor(locale: Language): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nConfig, lng: locale, initImmediate: false });
    // The server renders every page, so it has every text chunk; the browser loads each with the
    // pages that show it (textChunks, app/i18n.ts).
    addTextChunks(instance);
    instances.set(locale, instance);
  }
  return instance;
}

/** The request's translation function, for meta titles and validation messages. */
export async function getFixedT(request: Request): Promise<TFunction> {
  const locale = await getLocale(request);
  return i18nFor(locale).getFixedT(locale);
}
