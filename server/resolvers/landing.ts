import type { SectionModel } from "../store/catalogue.ts";
import { absolute } from "./content.ts";
import type { NoArgs, Resolver } from "./types.ts";

type R<T> = Resolver<SectionModel, NoArgs, T>;
const limitOf = (section: SectionModel): number => {
  const limit = (JSON.parse(section.payload) as { limit?: number }).limit;
  return typeof limit === "number" ? limit : 8;
};

/** Lists a section shows are computed from its type and payload (limit). */
export const LandingPageSection = {
  image_url: ((s, _a, { publicUrl }) => absolute(s.image_path, publicUrl)) as R<string | null>,
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

export const MarketingBanner = {
  priority: (b: { priority: number }) => ["HIGH", "MEDIUM", "LOW"][b.priority] ?? "LOW",
  priority_value: (b: { priority: number }) => b.priority,
  image_url: ((b, _a, { publicUrl }) => absolute(b.image_path, publicUrl)) as Resolver<
    { image_path: string | null },
    NoArgs,
    string | null
  >,
};
