import type { SectionModel } from "../store/catalogue.ts";
import { inLocale, localisedMedia } from "../locale.ts";
import { absolute } from "./content.ts";
import type { NoArgs, Resolver } from "./types.ts";

type R<T> = Resolver<SectionModel, NoArgs, T>;
const limitOf = (section: SectionModel): number => {
  const limit = (JSON.parse(section.payload) as { limit?: number }).limit;
  return typeof limit === "number" ? limit : 8;
};

/** Lists a section shows are computed from its type and payload (limit). */
export const LandingPageSection = {
  image_url: ((s, _a, { publicUrl, locale }) =>
    localisedMedia(absolute(s.image_path, publicUrl), locale)) as R<string | null>,
  contents: ((s, _a, { store, now }) => {
    if (s.type === "LIVESTREAMS") return store.content.upcoming(now().toISOString(), limitOf(s));
    return s.type === "CONTENT_SHELF" ? store.content.newCme(limitOf(s)) : [];
  }) as R<unknown[]>,
  experts: ((s, _a, { store }) => (s.type === "EXPERTS" ? store.catalogue.anyExperts(limitOf(s)) : [])) as R<
    unknown[]
  >,
  channels: ((s, _a, { store }) =>
    s.type === "CHANNELS" ? store.channels.byIds(store.catalogue.anyChannelIds(limitOf(s))) : []) as R<
    unknown[]
  >,
  fields: ((s, _a, { store }) =>
    s.type === "FIELDS"
      ? store.fields
          .all()
          .filter((f) => f.relevant && f.mappedId === null)
          .slice(0, limitOf(s))
      : []) as R<unknown[]>,
};

export const LandingPage = { sluggable_type: () => "LandingPage" };

type BannerTexts = {
  title: string;
  text: string;
  link_label: string;
  title_en: string | null;
  text_en: string | null;
  link_label_en: string | null;
};
const bannerTitle: Resolver<BannerTexts, NoArgs, string> = (b, _a, { locale }) =>
  inLocale(locale, b.title, b.title_en);
const bannerText: Resolver<BannerTexts, NoArgs, string> = (b, _a, { locale }) =>
  inLocale(locale, b.text, b.text_en);
const bannerLinkLabel: Resolver<BannerTexts, NoArgs, string> = (b, _a, { locale }) =>
  inLocale(locale, b.link_label, b.link_label_en);

export const MarketingBanner = {
  title: bannerTitle,
  text: bannerText,
  link_label: bannerLinkLabel,
  priority: (b: { priority: number }) => ["HIGH", "MEDIUM", "LOW"][b.priority] ?? "LOW",
  priority_value: (b: { priority: number }) => b.priority,
  image_url: ((b, _a, { publicUrl }) => absolute(b.image_path, publicUrl)) as Resolver<
    { image_path: string | null },
    NoArgs,
    string | null
  >,
};

type InfoSectionTexts = { title: string; text: string; title_en: string | null; text_en: string | null };
const infoTitle: Resolver<InfoSectionTexts, NoArgs, string> = (s, _a, { locale }) =>
  inLocale(locale, s.title, s.title_en);
const infoText: Resolver<InfoSectionTexts, NoArgs, string> = (s, _a, { locale }) =>
  inLocale(locale, s.text, s.text_en);

/** An event's boxes ("Für wen?", "Technik"): in English where the request asks for it. */
export const EventInfoSection = { title: infoTitle, text: infoText };
