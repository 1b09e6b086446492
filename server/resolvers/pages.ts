import type { Context } from "../context.ts";
import { parseId } from "../rules.ts";
import type { BannerModel } from "../store/catalogue.ts";
import type { ChannelModel } from "../store/channels.ts";
import type { ContentModel } from "../store/content.ts";
import type { FieldModel } from "../store/fields.ts";
import { message, Validation } from "../errors.ts";
import { FAQ } from "../faq/entries.ts";
import { paginatorInfo, readPage } from "./paging.ts";
import { recommend, type FeaturedEntry } from "./recommendations.ts";
import type { FieldResolver } from "./types.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const collator = new Intl.Collator("de");

const follows = (context: Context) => {
  const viewer = context.viewer();
  return viewer ? context.store.follows.list(viewer.user.id) : [];
};
const followOf = (context: Context, type: "FIELD" | "CHANNEL", id: number) => {
  const row = follows(context).find((f) => f.type === type && f.id === id);
  return { is_followed: row !== undefined, notify: row?.notify === 1 };
};

// Made once: a formatter costs more to make than to use, and /home asks for today on every render.
const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });
const berlinHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  hour: "2-digit",
  hourCycle: "h23",
});

/** Start and end of today in Europe/Berlin, as UTC ISO strings. */
export function berlinDay(now: Date): { from: string; to: string } {
  const ymd = berlinDate.format(now);
  const midnightUtc = Date.parse(`${ymd}T00:00:00Z`);
  // Berlin is UTC+1 or +2: find the offset at that midnight.
  const hour = Number(berlinHour.format(new Date(midnightUtc)));
  const start = midnightUtc - hour * 60 * 60 * 1000;
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

const MAX_SHELF_SIZE = 12;
const MAX_SHELVES = 100;

/** HomePage as the query answers it; continueWatching is read when asked for (watching.ts). */
export interface HomePageModel {
  featured: FeaturedEntry[];
  banner: BannerModel | null;
  fieldShelves: { field: FieldModel; items: ContentModel[] }[];
  channelShelves: { channel: ChannelModel; items: ContentModel[] }[];
  fieldShelvesTotal: number;
  channelShelvesTotal: number;
  upcomingLivestreams: ContentModel[];
  newCmeContent: ContentModel[];
}

const homePage: FieldResolver<QueryResolvers, "homePage"> = (_p, args, context) => {
  const { shelfSize } = args;
  const validation = new Validation();
  if (!Number.isInteger(shelfSize) || shelfSize < 1 || shelfSize > MAX_SHELF_SIZE)
    validation.add("shelfSize", message.between("shelfSize", 1, MAX_SHELF_SIZE));
  for (const name of ["fieldShelves", "channelShelves"] as const) {
    const limit = args[name];
    if (limit != null && (!Number.isInteger(limit) || limit < 0 || limit > MAX_SHELVES))
      validation.add(name, message.between(name, 0, MAX_SHELVES));
  }
  validation.throwIfFailed("homePage");
  // The first `limit` of a list; all without one. Only the shelves a page shows are filled.
  const first = <T>(list: T[], limit?: number | null) => (limit == null ? list : list.slice(0, limit));
  const { store } = context;
  const now = context.now();
  const nowIso = now.toISOString();
  const day = berlinDay(now);
  const featured: (FeaturedEntry & { sort: string })[] = [];
  const seen = new Set<number>();
  const add = (type: FeaturedEntry["type"], priority: number, content: ContentModel, sort: string) => {
    if (seen.has(content.id)) return;
    seen.add(content.id);
    featured.push({ type, priority, content, sort });
  };
  for (const c of store.content.live(nowIso)) add("AUTO", 0, c, c.starts_at ?? "");
  for (const c of store.content.startingBetween(nowIso > day.from ? nowIso : day.from, day.to))
    add("AUTO", 1, c, c.starts_at ?? "");
  const manual = store.catalogue.manualFeatured();
  const manualItems = new Map(store.content.byIds(manual.map((m) => m.content_id)).map((c) => [c.id, c]));
  manual.forEach((m, i) => {
    const c = manualItems.get(m.content_id);
    if (c) add("MANUAL", m.priority, c, String(i).padStart(6, "0"));
  });
  for (const c of store.content.startingBetween(
    day.to,
    new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    3,
  )) {
    add("AUTO", 4, c, c.starts_at ?? "");
  }
  featured.sort((a, b) => a.priority - b.priority || a.sort.localeCompare(b.sort));

  const viewer = context.viewer();
  const fields = viewer ? store.fields.forUser(viewer.user.id) : [];
  const channels = viewer ? store.channels.forUser(viewer.user.id) : [];
  return {
    featured: recommend(context, featured, Math.min(10, shelfSize)),
    banner: store.catalogue.topBanner(nowIso),
    fieldShelves: first(fields, args.fieldShelves).map((field) => ({
      field,
      items: store.content.fieldShelf(field.id, shelfSize),
    })),
    channelShelves: first(channels, args.channelShelves).map((channel) => ({
      channel,
      items: store.content.channelShelf(channel.id, shelfSize),
    })),
    fieldShelvesTotal: fields.length,
    channelShelvesTotal: channels.length,
    upcomingLivestreams: store.content.upcoming(nowIso, shelfSize),
    newCmeContent: store.content.newCme(shelfSize),
  };
};

const fieldsOverview: FieldResolver<QueryResolvers, "fieldsOverview"> = (_p, _a, context) => {
  const all = context.store.fields.all();
  const counts = context.store.content.fieldContentCounts();
  const followed = new Set(
    follows(context)
      .filter((f) => f.type === "FIELD")
      .map((f) => f.id),
  );
  return all
    .filter((f) => f.mappedId === null)
    .sort((a, b) => Number(b.relevant) - Number(a.relevant) || collator.compare(a.label_de, b.label_de))
    .map((field) => ({
      field,
      merged: all.filter((f) => f.mappedId === field.id),
      content_count: counts.get(field.id) ?? 0,
      is_followed: followed.has(field.id),
    }));
};

const EMPTY_COUNTS = { livestreams: 0, vods: 0, e_learnings: 0, shorts: 0, playlists: 0 };

const fieldPage: FieldResolver<QueryResolvers, "fieldPage"> = (_p, { slug }, context) => {
  const { store } = context;
  const all = store.fields.all();
  const field = all.find((f) => f.slug === slug);
  if (!field) return null;
  const base = {
    field,
    merged: all.filter((f) => f.mappedId === field.id),
    parent: all.find((f) => f.id === field.parentId) ?? null,
    subfields: all
      .filter((f) => f.parentId === field.id)
      .sort((a, b) => collator.compare(a.label_de, b.label_de)),
    ...followOf(context, "FIELD", field.id),
  };
  if (field.mappedId !== null) {
    const target = all.find((f) => f.id === field.mappedId);
    return {
      ...base,
      redirect_to: target?.slug ?? null,
      counts: EMPTY_COUNTS,
      livestreams: [],
      vods: [],
      e_learnings: [],
      shorts: [],
      playlists: [],
      channels: [],
      experts: [],
    };
  }
  return {
    ...base,
    redirect_to: null,
    ...store.content.forField(field.id, context.now().toISOString()),
    channels: store.channels.byIds(store.catalogue.fieldChannelIds(field.id)),
    experts: store.catalogue.fieldExperts(field.id),
  };
};

const channelPage: FieldResolver<QueryResolvers, "channelPage"> = (_p, { slug }, context) => {
  const channel = context.store.channels.bySlug(slug);
  if (!channel) return null;
  return {
    channel,
    ...followOf(context, "CHANNEL", channel.id),
    ...context.store.content.forChannel(channel.id, context.now().toISOString()),
  };
};

/** The subscribe dialog's item: a mapped field stands for its target, as in followField. */
const followable: FieldResolver<QueryResolvers, "followable"> = (_p, { type, id }, context) => {
  const parsed = parseId(id);
  if (parsed === null) return null;
  if (type === "FIELD") {
    const found = context.store.fields.byId(parsed);
    const field = found?.mappedId ? context.store.fields.byId(found.mappedId) : found;
    if (!field) return null;
    const { slug, label_de, label_en } = field;
    return { type, id: field.id, slug, label_de, label_en, ...followOf(context, type, field.id) };
  }
  const [channel] = context.store.channels.byIds([parsed]);
  if (!channel) return null;
  const { slug, name } = channel;
  return {
    type,
    id: channel.id,
    slug,
    label_de: name,
    label_en: name,
    ...followOf(context, type, channel.id),
  };
};

const tagPage: FieldResolver<QueryResolvers, "tagPage"> = (_p, args, context, info) => {
  const { limit, offset } = readPage(info.fieldName, args.page, args.perPage);
  const tag = context.store.catalogue.tagBySlug(args.slug);
  if (!tag) return null;
  const { total, data } = context.store.content.byTag(tag.id, limit, offset);
  return {
    tag,
    content: { data, paginatorInfo: paginatorInfo(total, args.page, args.perPage, data.length) },
  };
};

const cmeContent: FieldResolver<QueryResolvers, "cmeContent"> = (_p, args, context, info) => {
  const { limit, offset } = readPage(info.fieldName, args.page, args.perPage);
  const { total, data } = context.store.content.cme(
    {
      fieldIds: (args.filter?.fieldIds ?? []).map(parseId).filter((id): id is number => id !== null),
      types: args.filter?.types ?? [],
      minPoints: args.filter?.minPoints ?? 0,
      industryIndependent: args.filter?.industry_independent === true,
      sort: args.sort,
      now: context.now().toISOString(),
    },
    limit,
    offset,
  );
  return { data, paginatorInfo: paginatorInfo(total, args.page, args.perPage, data.length) };
};

const livestreamSchedule: FieldResolver<QueryResolvers, "livestreamSchedule"> = (_p, args, context) => {
  const now = context.now();
  const from = args.from ? new Date(args.from) : now;
  const to = args.to ? new Date(args.to) : new Date(from.getTime() + 56 * DAY_MS);
  return context.store.content.schedule(from.toISOString(), to.toISOString(), now.toISOString());
};

const landingPage: FieldResolver<QueryResolvers, "landingPage"> = (_p, { slug }, context) => {
  const page = context.store.catalogue.landingPage(slug);
  return page ? { ...page, sections: context.store.catalogue.sections(page.id) } : null;
};

const faq: FieldResolver<QueryResolvers, "faq"> = (_p, { locale }) =>
  FAQ.map((category) => ({
    type: category.type,
    title: category.title[locale],
    entries: category.entries.map((entry) => ({
      id: entry.id,
      question: entry.question[locale],
      answer: entry.answer[locale],
    })),
  }));

export const pageQueries = {
  faq,
  homePage,
  fieldsOverview,
  fieldPage,
  channelPage,
  followable,
  tagPage,
  cmeContent,
  livestreamSchedule,
  landingPage,
} satisfies QueryResolvers;

export type { FieldModel };
