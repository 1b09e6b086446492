import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLanguage, i18nConfig, supportedLanguages, type Language } from "~/i18n";
import { cookieSecure } from "./env";

/** Readable on purpose (not httpOnly): it holds nothing secret. */
export const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  secure: cookieSecure,
  maxAge: 365 * 24 * 60 * 60,
});

// German unless the visitor chose otherwise: the platform is German-language first.
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: defaultLanguage,
    cookie: localeCookie,
    order: ["cookie"],
  },
  i18next: i18nConfig,
});

export async function getLocale(request: Request): Promise<Language> {
  return (await i18nServer.getLocale(request)) as Language;
}

export const getFixedT = i18nServer.getFixedT.bind(i18nServer);
