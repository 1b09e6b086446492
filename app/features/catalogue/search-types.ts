import type { SearchPageQuery, SearchResultType } from "~/.server/graphql/generated/graphql";

export type SearchHit = SearchPageQuery["search"]["data"][number];
export type { SearchResultType };

/** The API's types in their order (SearchResultType): the order of groups and filter links. */
export const RESULT_TYPES = [
  "LIVESTREAM",
  "VOD",
  "SHORT",
  "PLAYLIST",
  "CHANNEL",
  "EXPERT",
  "TAG",
  "FIELD",
] as const satisfies readonly SearchResultType[];

const BY_TYPENAME: Record<SearchHit["__typename"], SearchResultType> = {
  Livestream: "LIVESTREAM",
  Vod: "VOD",
  Short: "SHORT",
  Playlist: "PLAYLIST",
  Channel: "CHANNEL",
  Expert: "EXPERT",
  Tag: "TAG",
  Field: "FIELD",
};

export function resultType(hit: SearchHit): SearchResultType {
  return BY_TYPENAME[hit.__typename];
}

export function isResultType(value: unknown): value is SearchResultType {
  return RESULT_TYPES.includes(value as SearchResultType);
}
