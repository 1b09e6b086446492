import type { PlayerMedia } from "~/components/player/Player";
import { toWatchableHead, type WatchableHead } from "./watchable";

/** One short of the vertical feed, as the page's loaders hand it to the browser. */
export type ShortItem = WatchableHead & {
  previousSlug: string | null;
  nextSlug: string | null;
  onWatchlist: boolean;
  channel: { slug: string; name: string } | null;
  media: PlayerMedia | null;
};

type Upstream = Parameters<typeof toWatchableHead>[0] & {
  previous_slug?: string | null;
  next_slug?: string | null;
  on_watchlist: boolean;
  channel?: { slug: string; name: string } | null;
  media?: PlayerMedia | null;
};

export function toShortItem(short: Upstream): ShortItem {
  return {
    ...toWatchableHead(short),
    previousSlug: short.previous_slug ?? null,
    nextSlug: short.next_slug ?? null,
    onWatchlist: short.on_watchlist,
    channel: short.channel ? { slug: short.channel.slug, name: short.channel.name } : null,
    media: short.media
      ? {
          hls_url: short.media.hls_url,
          mp4_url: short.media.mp4_url ?? null,
          captions_url: short.media.captions_url ?? null,
          captions_language: short.media.captions_language ?? null,
          poster_url: short.media.poster_url ?? null,
        }
      : null,
  };
}

/** The feed's keys: next and previous short (Up/Down, PageUp/PageDown, j/k). */
export function feedStep(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): 1 | -1 | 0 {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  if (event.key === "ArrowDown" || event.key === "PageDown" || event.key === "j") return 1;
  if (event.key === "ArrowUp" || event.key === "PageUp" || event.key === "k") return -1;
  return 0;
}

/** Appends shorts that are not in the feed yet (a short can come back from a slow load twice). */
export function appendShorts(items: ShortItem[], more: ShortItem[]): ShortItem[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !known.has(item.id))];
}

/** How much of a short must be in the feed's view for it to be the one playing. */
export const IN_VIEW_RATIO = 0.6;

/**
 * The short now in view, from one batch of intersection changes, or null when the batch names none.
 * A short that is leaving still intersects (below the ratio): only a short at or above the ratio is
 * in view. On a busy machine the leaving and the arriving short come in one batch, in document order.
 */
export function shortInView(entries: { index: number; ratio: number }[]): number | null {
  const inView = entries.filter((entry) => entry.ratio >= IN_VIEW_RATIO);
  if (inView.length === 0) return null;
  return inView.reduce((best, entry) => (entry.ratio > best.ratio ? entry : best)).index;
}
