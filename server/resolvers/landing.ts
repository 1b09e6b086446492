import type { SectionModel } from "../store/catalogue.ts";
import { inLocale, localisedMedia } from "../locale.ts";
import { absolute } from "./content.ts";
import type {
  EventInfoSectionResolvers,
  LandingPageResolvers,
  LandingPageSectionResolvers,
  MarketingBannerPriority,
  MarketingBannerResolvers,
} from "../generated/resolvers-types.ts";

const limitOf = (section: SectionModel): number => {
  const limit = (JSON.parse(section.payload) as { limit?: number }).limit;
  return typeof limit === "number" ? limit : 8;
};

/** Lists a section shows are computed from its type and payload (limit). */
export const LandingPageSection = {
  image_url: (s, _a, { publicUrl, locale }) => localisedMedia(absolute(s.image_path, publicUrl), locale),
  contents: (s, _a, { store, now }) => {
    if (s.type === "LIVESTREAMS") return store.content.upcoming(now().toISOString(), limitOf(s));
    return s.type === "CONTENT_SHELF" ? store.content.newCme(limitOf(s)) : [];
  },
  experts: (s, _a, { store }) => (s.type === "EXPERTS" ? store.catalogue.anyExperts(limitOf(s)) : []),
  channels: (s, _a, { store }) =>
    s.type === "CHANNELS" ? store.channels.byIds(store.catalogue.anyChannelIds(limitOf(s))) : [],
  fields: (s, _a, { store }) =>
    s.type === "FIELDS"
      ? store.fields
          .all()
          .filter((f) => f.relevant && f.mappedId === null)
          .slice(0, limitOf(s))
      : [],
} satisfies LandingPageSectionResolvers;

export const LandingPage = { sluggable_type: () => "LandingPage" } satisfies LandingPageResolvers;

/** Stored as numbers: 0 first. */
const PRIORITIES: MarketingBannerPriority[] = ["HIGH", "MEDIUM", "LOW"];

export const MarketingBanner = {
  title: (b, _a, { locale }) => inLocale(locale, b.title, b.title_en),
  text: (b, _a, { locale }) => inLocale(locale, b.text, b.text_en),
  link_label: (b, _a, { locale }) => inLocale(locale, b.link_label, b.link_label_en),
  priority: (b) => PRIORITIES[b.priority] ?? "LOW",
  priority_value: (b) => b.priority,
  image_url: (b, _a, { publicUrl }) => absolute(b.image_path, publicUrl),
} satisfies MarketingBannerResolvers;

/** An event's boxes ("Für wen?", "Technik"): in English where the request asks for it. */
export const EventInfoSection = {
  title: (s, _a, { locale }) => inLocale(locale, s.title, s.title_en),
  text: (s, _a, { locale }) => inLocale(locale, s.text, s.text_en),
} satisfies EventInfoSectionResolvers;
