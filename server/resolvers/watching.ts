/** Watching: single items, media addresses, watch list, progress, unlock codes, events. */
import { remember, type Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { publicAddress } from "../public-url.ts";
import { parseId } from "../rules.ts";
import type { ContentModel } from "../store/content.ts";
import type { ProgressRow } from "../store/watch.ts";
import { countingElsewhere, WATCHLIST_KINDS } from "../store/watch.ts";
import { SAMPLE_FILES } from "../watch/samples.ts";
import { absolute, isLocked, livestreamState } from "./content.ts";
import { paginatorInfo, readPage } from "./paging.ts";
import { localisedMedia } from "../locale.ts";
import type {
  Citation,
  EventResolvers,
  HomePageResolvers,
  LivestreamResolvers,
  MutationResolvers,
  QueryResolvers,
  ShortResolvers,
  VodResolvers,
  WatchProgressResolvers,
} from "../generated/resolvers-types.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";

const COMPLETED_PERCENT = 95;
const SHORTS_PER_PAGE_MAX = 50;

export interface ProgressModel extends ProgressRow {
  duration_seconds: number;
}

// --- media -----------------------------------------------------------------

function mediaSource(item: ContentModel, context: Context) {
  const now = context.now();
  const { token, expiresAt } = context.media.sign(item.id, now);
  const url = (file: string) => publicAddress(`/videos/${token}/${file}`, context.publicUrl);
  const poster_url = url(SAMPLE_FILES.poster);
  if (item.kind === "LIVESTREAM") {
    if (livestreamState(item, now) !== "LIVE") return null;
    return {
      hls_url: url("live.m3u8"),
      mp4_url: null,
      captions_url: null,
      captions_language: null,
      poster_url,
      expires_at: expiresAt,
    };
  }
  return {
    hls_url: url(SAMPLE_FILES.hls),
    mp4_url: url(SAMPLE_FILES.mp4),
    captions_url: url(SAMPLE_FILES.captions),
    captions_language: "de",
    poster_url,
    expires_at: expiresAt,
  };
}

const media: FieldResolver<VodResolvers, "media"> = (item, _a, context) =>
  isLocked(item, context) ? null : mediaSource(item, context);

// --- per-viewer state ------------------------------------------------------

const watchlistIds = (context: Context): Set<number> =>
  remember(context, "watchlist", () => {
    const viewer = context.viewer();
    return viewer ? context.store.watch.ids(viewer.user.id) : new Set<number>();
  });

const on_watchlist: FieldResolver<VodResolvers, "on_watchlist"> = (item, _a, context) =>
  watchlistIds(context).has(item.id);

const toProgress = (row: ProgressRow, item: ContentModel): ProgressModel => ({
  ...row,
  duration_seconds: item.duration_seconds ?? 0,
});

const progress: FieldResolver<VodResolvers, "progress"> = (item, _a, context) => {
  const viewer = context.viewer();
  const row = viewer ? context.store.watch.progress(viewer.user.id, item.id) : null;
  return row ? toProgress(row, item) : null;
};

const related: FieldResolver<VodResolvers, "related"> = (item, _a, { store }) => store.items.related(item.id);

// --- types -----------------------------------------------------------------

export const watchVod = {
  media,
  citations: (item, _a, context) =>
    isLocked(item, context) ? null : item.citations ? (JSON.parse(item.citations) as Citation[]) : [],
  related,
  on_watchlist,
  progress,
} satisfies VodResolvers;

export const watchLivestream = {
  media,
  recording: (item, _a, { store }) => {
    if (item.recording_id === null) return null;
    const recording = store.items.byId(item.recording_id);
    return recording?.kind === "VOD" ? recording : null;
  },
  event: (item, _a, { store }) => (item.event_id === null ? null : store.items.eventById(item.event_id)),
  related,
  on_watchlist,
} satisfies LivestreamResolvers;

export const watchShort = {
  media,
  previous_slug: (item, _a, { store }) => store.items.neighbours(item).previous,
  next_slug: (item, _a, { store }) => store.items.neighbours(item).next,
  related,
  on_watchlist,
  progress,
} satisfies ShortResolvers;

export const WatchProgress = {
  content_id: (p) => String(p.content_id),
  counting_elsewhere: (p, _a, context) => countingElsewhere(p, context.now()),
  percent: (p) =>
    p.duration_seconds > 0
      ? Math.min(100, Math.floor((p.max_position_seconds * 100) / p.duration_seconds))
      : 0,
  completed: (p) =>
    p.duration_seconds > 0 && p.max_position_seconds * 100 >= COMPLETED_PERCENT * p.duration_seconds,
  // Non-null in the contract: a progress is only answered with its item (toProgress).
  content: (p, _a, { store }) => {
    const item = store.items.byId(p.content_id);
    if (!item) throw new Error(`progress of content ${p.content_id} without its item`);
    return item;
  },
} satisfies WatchProgressResolvers;

export const HomePage = {
  continueWatching: (_home, _a, context) => {
    const viewer = context.viewer();
    if (!viewer) return [];
    const rows = context.store.watch.continueWatching(viewer.user.id, 12);
    return context.store.content.withItems(rows).map((row) => toProgress(row, row.content));
  },
} satisfies HomePageResolvers;

export const Event = {
  thumbnail_url: (event, _a, { publicUrl, locale }) =>
    localisedMedia(absolute(event.thumbnail_path, publicUrl), locale),
  livestreams: (event, _a, { store }) => store.items.eventLivestreams(event.id),
} satisfies EventResolvers;

// --- queries ---------------------------------------------------------------

const bySlug =
  (kind: string): FieldResolver<QueryResolvers, "vod"> =>
  (_p, { slug }, { store }) =>
    store.items.bySlug(kind, slug);

const shortsFeed: FieldResolver<QueryResolvers, "shortsFeed"> = (_p, args, context, info) => {
  const { limit, offset } = readPage(info.fieldName, args.page, args.perPage, SHORTS_PER_PAGE_MAX);
  const { total, data } = context.store.items.shortsFeed(limit, offset);
  return { data, paginatorInfo: paginatorInfo(total, args.page, args.perPage, data.length) };
};

const watchlist: FieldResolver<QueryResolvers, "watchlist"> = signedIn(({ user }, _a, context) => {
  return context.store.content.withItems(context.store.watch.list(user.id));
});

const event: FieldResolver<QueryResolvers, "event"> = (_p, { slug }, { store }) =>
  store.items.eventBySlug(slug);

export const watchingQueries = {
  vod: bySlug("VOD"),
  livestream: bySlug("LIVESTREAM"),
  short: bySlug("SHORT"),
  shortsFeed,
  watchlist,
  event,
} satisfies QueryResolvers;

// --- mutations -------------------------------------------------------------

export const invalidContent = (operation: string): never => {
  throw validationFailed(operation, { contentId: [message.invalid("contentId")] });
};

/** A published item of one of `kinds`, else a validation error on contentId. */
export function contentArg(context: Context, id: string, kinds: string[], operation: string): ContentModel {
  const parsed = parseId(id);
  const item = parsed === null ? null : context.store.items.byId(parsed);
  if (!item || !kinds.includes(item.kind)) return invalidContent(operation);
  return item;
}

const addToWatchlist: FieldResolver<MutationResolvers, "addToWatchlist"> = signedIn(
  ({ user }, args, context, info) => {
    const item = contentArg(context, args.contentId, WATCHLIST_KINDS, info.fieldName);
    context.store.watch.add(user.id, item.id, context.now());
    context.memo.delete("watchlist");
    return { content_id: String(item.id), on_watchlist: true };
  },
);

const removeFromWatchlist: FieldResolver<MutationResolvers, "removeFromWatchlist"> = signedIn(
  ({ user }, args, context, info) => {
    const id = parseId(args.contentId);
    if (id === null) return invalidContent(info.fieldName);
    context.store.watch.remove(user.id, id);
    context.memo.delete("watchlist");
    return { content_id: String(id), on_watchlist: false };
  },
);

const recordWatchProgress: FieldResolver<MutationResolvers, "recordWatchProgress"> = signedIn(
  ({ user }, args, context, info) => {
    const item = contentArg(context, args.contentId, ["VOD", "SHORT"], info.fieldName);
    if (isLocked(item, context)) return invalidContent(info.fieldName);
    const duration = item.duration_seconds ?? 0;
    if (args.position_seconds < 0 || args.position_seconds > duration) {
      new Validation()
        .add("position_seconds", message.between("position_seconds", 0, duration))
        .throwIfFailed(info.fieldName);
    }
    return toProgress(
      context.store.watch.record(user.id, item.id, args.position_seconds, context.now()),
      item,
    );
  },
);

const unlock: FieldResolver<MutationResolvers, "unlock"> = signedIn(({ user }, { code }, context) => {
  const outcome = context.store.activation.redeem(user.id, code, context.now());
  if (outcome.status !== "UNLOCKED") return { status: outcome.status, contents: [] };
  context.memo.delete("unlocked");
  return { status: "UNLOCKED", contents: context.store.content.byIds(outcome.contentIds) };
});

export const watchingMutations = {
  addToWatchlist,
  removeFromWatchlist,
  recordWatchProgress,
  unlock,
} satisfies MutationResolvers;
