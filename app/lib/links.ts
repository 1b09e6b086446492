// Spec 2.1: the one place that turns a record into its URL.
export type LinkableType =
  "Channel" | "Field" | "Livestream" | "Tag" | "Vod" | "Event" | "Short" | "LandingPage";

const prefixes: Record<LinkableType, string> = {
  Channel: "/channel/",
  Field: "/fachgebiete/",
  Livestream: "/live/",
  Tag: "/tag/",
  Vod: "/video/",
  Event: "/event/",
  Short: "/short/",
  LandingPage: "/",
};

export function linkTo(record: { type: LinkableType; slug: string }): string {
  return prefixes[record.type] + encodeURIComponent(record.slug);
}

export function searchPath(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `/search/${encodeURIComponent(trimmed)}` : "/search";
}
