// Shared i18n setup for server and client. All UI text lives in locales/{de,en}/*.json.
// Both languages are bundled: they are small, and it spares a request before hydration.
import deAuth from "../locales/de/auth.json";
import deCommon from "../locales/de/common.json";
import deContent from "../locales/de/content.json";
import deDiscover from "../locales/de/discover.json";
import deFrame from "../locales/de/frame.json";
import deLanding from "../locales/de/landing.json";
import deRegister from "../locales/de/register.json";
import deSearch from "../locales/de/search.json";
import deUpload from "../locales/de/upload.json";
import deValidation from "../locales/de/validation.json";
import deShare from "../locales/de/share.json";
import deLive from "../locales/de/live.json";
import deVideo from "../locales/de/video.json";
import deCme from "../locales/de/cme.json";
import deProfile from "../locales/de/profile.json";
import deCheckout from "../locales/de/checkout.json";
import enAuth from "../locales/en/auth.json";
import enCommon from "../locales/en/common.json";
import enContent from "../locales/en/content.json";
import enDiscover from "../locales/en/discover.json";
import enFrame from "../locales/en/frame.json";
import enLanding from "../locales/en/landing.json";
import enRegister from "../locales/en/register.json";
import enSearch from "../locales/en/search.json";
import enUpload from "../locales/en/upload.json";
import enValidation from "../locales/en/validation.json";
import enShare from "../locales/en/share.json";
import enLive from "../locales/en/live.json";
import enVideo from "../locales/en/video.json";
import enCme from "../locales/en/cme.json";
import enProfile from "../locales/en/profile.json";
import enCheckout from "../locales/en/checkout.json";

export const supportedLanguages = ["de", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "de";

export const resources = {
  de: {
    common: deCommon,
    frame: deFrame,
    auth: deAuth,
    landing: deLanding,
    validation: deValidation,
    upload: deUpload,
    register: deRegister,
    content: deContent,
    search: deSearch,
    discover: deDiscover,
    share: deShare,
    live: deLive,
    video: deVideo,
    cme: deCme,
    profile: deProfile,
    checkout: deCheckout,
  },
  en: {
    common: enCommon,
    frame: enFrame,
    auth: enAuth,
    landing: enLanding,
    validation: enValidation,
    upload: enUpload,
    register: enRegister,
    content: enContent,
    search: enSearch,
    discover: enDiscover,
    share: enShare,
    live: enLive,
    video: enVideo,
    cme: enCme,
    profile: enProfile,
    checkout: enCheckout,
  },
} as const;

export const namespaces = Object.keys(resources.de) as Array<keyof (typeof resources)["de"]>;

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
