import { message, Validation } from "../errors.ts";
import { MAX_STRING } from "../rules.ts";
import type { SearchType } from "../store/search.ts";
import type { ExpertModel, TagModel } from "../store/catalogue.ts";
import type { ChannelModel } from "../store/channels.ts";
import type { ContentModel } from "../store/content.ts";
import type { FieldModel } from "../store/fields.ts";
import type { Store } from "../store/index.ts";
import { paginatorInfo, readPage } from "./paging.ts";
import type { FieldResolver } from "./types.ts";
import type { QueryResolvers, SearchItemResolvers } from "../generated/resolvers-types.ts";

/** A hit's model; it carries __search so SearchItem can resolve its type. */
export type SearchHit = (ContentModel | ChannelModel | ExpertModel | TagModel | FieldModel) & {
  __search: SearchType;
};

/** Loads hits in rank order. */
function load(store: Store, hits: { kind: SearchType; ref_id: number }[]): SearchHit[] {
  const ids = (kinds: SearchType[]) => hits.filter((h) => kinds.includes(h.kind)).map((h) => h.ref_id);
  const byKey = new Map<string, SearchHit>();
  const put = (
    kind: SearchType,
    rows: (ContentModel | ChannelModel | ExpertModel | TagModel | FieldModel)[],
  ) => rows.forEach((row) => byKey.set(`${kind}:${row.id}`, { ...row, __search: kind }));
  for (const row of store.content.byIds(ids(["LIVESTREAM", "VOD", "SHORT", "PLAYLIST"])))
    put(row.kind, [row]);
  put("CHANNEL", store.channels.byIds(ids(["CHANNEL"])));
  put("EXPERT", store.catalogue.expertsByIds(ids(["EXPERT"])));
  put("TAG", store.catalogue.tagsByIds(ids(["TAG"])));
  put(
    "FIELD",
    ids(["FIELD"]).flatMap((id) => store.fields.byId(id) ?? []),
  );
  return hits.map((h) => byKey.get(`${h.kind}:${h.ref_id}`)).filter((x) => x !== undefined);
}

/** Each type's object type in the contract, in the contract's order. */
const TYPENAME = {
  LIVESTREAM: "Livestream",
  VOD: "Vod",
  SHORT: "Short",
  PLAYLIST: "Playlist",
  CHANNEL: "Channel",
  EXPERT: "Expert",
  TAG: "Tag",
  FIELD: "Field",
} as const satisfies Record<SearchType, string>;

/** Every type, in the contract's order: the order of the result's groups. */
const SEARCH_TYPES = Object.keys(TYPENAME) as SearchType[];

const search: FieldResolver<QueryResolvers, "search"> = (_p, args, { store }, info) => {
  const { limit, offset } = readPage(info.fieldName, args.page, args.perPage);
  if (args.term.length > MAX_STRING) {
    new Validation().add("term", message.max("term", MAX_STRING)).throwIfFailed(info.fieldName);
  }
  const { counts, hits } = store.search.search(
    args.term,
    args.type ?? null,
    limit,
    offset,
    args.industry_independent === true,
  );
  const groups = SEARCH_TYPES.filter((t) => (counts.get(t) ?? 0) > 0).map((type) => ({
    type,
    count: counts.get(type) ?? 0,
  }));
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const narrowed = args.type ? (counts.get(args.type) ?? 0) : total;
  const data = load(store, hits);
  return {
    term: args.term,
    total,
    groups,
    data,
    paginatorInfo: paginatorInfo(narrowed, args.page, args.perPage, data.length),
  };
};

export const SearchItem = {
  __resolveType: (item) => TYPENAME[item.__search],
} satisfies SearchItemResolvers;

export const searchQueries = { search } satisfies QueryResolvers;
