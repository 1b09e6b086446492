/** Watching: single items, media addresses, watch list, progress, unlock codes, events. */
import { remember, type Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { publicAddress } from "../public-url.ts";
import { parseId } from "../rules.ts";
import type { ContentModel } from "../store/content.ts";
import type { EventModel } from "../store/items.ts";
import type { ProgressRow } from "../store/watch.ts";
import { countingElsewhere, WATCHLIST_KINDS } from "../store/watch.ts";
import { SAMPLE_FILES } from "../watch/samples.ts";
import { absolute, isLocked, livestreamState } from "./content.ts";
import { paginatorInfo, readPage } from "./paging.ts";
import { localisedMedia } from "../locale.ts";
import type { NoArgs, Resolver } from "./types.ts";

type R<T> = Resolver<ContentModel, NoArgs, T>;

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

const media: R<unknown> = (item, _a, context) =>
  isLocked(item, context) ? null : mediaSource(item, context);

// --- per-viewer state ------------------------------------------------------

const watchlistIds = (context: Context): Set<number> =>
  remember(context, "watchlist", () => {
    const viewer = context.viewer();
    return viewer ? context.store.watch.ids(viewer.user.id) : new Set<number>();
  });

const on_watchlist: R<boolean> = (item, _a, context) => watchlistIds(context).has(item.id);

const toProgress = (row: ProgressRow, item: ContentModel): ProgressModel => ({
  ...row,
  duration_seconds: item.duration_seconds ?? 0,
});

const progress: R<ProgressModel | null> = (item, _a, context) => {
  const viewer = context.viewer();
  const row = viewer ? context.store.watch.progress(viewer.user.id, item.id) : null;
  return row ? toProgress(row, item) : null;
};

const related: R<ContentModel[]> = (item, _a, { store }) => store.items.related(item.id);

// --- types -----------------------------------------------------------------

export const watchVod = {
  media,
  citations: ((item, _a, context) =>
    isLocked(item, context) ? null : item.citations ? (JSON.parse(item.citations) as unknown[]) : []) as R<
    unknown[] | null
  >,
  related,
  on_watchlist,
  progress,
};

export const watchLivestream = {
  media,
  recording: ((item, _a, { store }) => {
    if (item.recording_id === null) return null;
    const recording = store.items.byId(item.recording_id);
    return recording?.kind === "VOD" ? recording : null;
  }) as R<ContentModel | null>,
  event: ((item, _a, { store }) =>
    item.event_id === null ? null : store.items.eventById(item.event_id)) as R<EventModel | null>,
  related,
  on_watchlist,
};

export const watchShort = {
  media,
  previous_slug: ((item, _a, { store }) => store.items.neighbours(item).previous) as R<string | null>,
  next_slug: ((item, _a, { store }) => store.items.neighbours(item).next) as R<string | null>,
  related,
  on_watchlist,
  progress,
};

export const WatchProgress = {
  content_id: (p: ProgressModel) => String(p.content_id),
  counting_elsewhere: (p: ProgressModel, _a: NoArgs, context: Context) => countingElsewhere(p, context.now()),
  percent: (p: ProgressModel) =>
    p.duration_seconds > 0
      ? Math.min(100, Math.floor((p.max_position_seconds * 100) / p.duration_seconds))
      : 0,
  completed: (p: ProgressModel) =>
    p.duration_seconds > 0 && p.max_position_seconds * 100 >= COMPLETED_PERCENT * p.duration_seconds,
  content: ((p, _a, { store }) => store.items.byId(p.content_id)) as Resolver<
    ProgressModel,
    NoArgs,
    ContentModel | null
  >,
};

export const HomePage = {
  continueWatching: ((_home, _a, context) => {
    const viewer = context.viewer();
    if (!viewer) return [];
    const rows = context.store.watch.continueWatching(viewer.user.id, 12);
    const items = new Map(context.store.content.byIds(rows.map((r) => r.content_id)).map((c) => [c.id, c]));
    return rows.flatMap((row) => {
      const item = items.get(row.content_id);
      return item ? [toProgress(row, item)] : [];
    });
  }) as Resolver<unknown, NoArgs, ProgressModel[]>,
};

export const Event = {
  thumbnail_url: ((event, _a, { publicUrl, locale }) =>
    localisedMedia(absolute(event.thumbnail_path, publicUrl), locale)) as Resolver<
    EventModel,
    NoArgs,
    string | null
  >,
  livestreams: ((event, _a, { store }) => store.items.eventLivestreams(event.id)) as Resolver<
    EventModel,
    NoArgs,
    ContentModel[]
  >,
};

// --- queries ---------------------------------------------------------------

const bySlug =
  (kind: string): Resolver<unknown, { slug: string }, ContentModel | null> =>
  (_p, { slug }, { store }) =>
    store.items.bySlug(kind, slug);

const shortsFeed: Resolver<unknown, { page: number; perPage: number }, unknown> = (
  _p,
  args,
  context,
  info,
) => {
  const { limit, offset } = readPage(info.fieldName, args.page, args.perPage, SHORTS_PER_PAGE_MAX);
  const { total, data } = context.store.items.shortsFeed(limit, offset);
  return { data, paginatorInfo: paginatorInfo(total, args.page, args.perPage, data.length) };
};

const watchlist: Resolver<unknown, NoArgs, unknown> = (_p, _a, context) => {
  const { user } = context.requireViewer();
  const rows = context.store.watch.list(user.id);
  const items = new Map(context.store.content.byIds(rows.map((r) => r.content_id)).map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const content = items.get(row.content_id);
    return content ? [{ added_at: row.added_at, content }] : [];
  });
};

const event: Resolver<unknown, { slug: string }, EventModel | null> = (_p, { slug }, { store }) =>
  store.items.eventBySlug(slug);

export const watchingQueries = {
  vod: bySlug("VOD"),
  livestream: bySlug("LIVESTREAM"),
  short: bySlug("SHORT"),
  shortsFeed,
  watchlist,
  event,
};

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

type ContentArgs = { contentId: string };

const addToWatchlist: Resolver<unknown, ContentArgs, unknown> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  const item = contentArg(context, args.contentId, WATCHLIST_KINDS, info.fieldName);
  context.store.watch.add(user.id, item.id, context.now());
  context.memo.delete("watchlist");
  return { content_id: String(item.id), on_watchlist: true };
};

const removeFromWatchlist: Resolver<unknown, ContentArgs, unknown> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  const id = parseId(args.contentId);
  if (id === null) return invalidContent(info.fieldName);
  context.store.watch.remove(user.id, id);
  context.memo.delete("watchlist");
  return { content_id: String(id), on_watchlist: false };
};

const recordWatchProgress: Resolver<unknown, ContentArgs & { position_seconds: number }, ProgressModel> = (
  _p,
  args,
  context,
  info,
) => {
  const { user } = context.requireViewer();
  const item = contentArg(context, args.contentId, ["VOD", "SHORT"], info.fieldName);
  if (isLocked(item, context)) return invalidContent(info.fieldName);
  const duration = item.duration_seconds ?? 0;
  if (args.position_seconds < 0 || args.position_seconds > duration) {
    new Validation()
      .add("position_seconds", message.between("position_seconds", 0, duration))
      .throwIfFailed(info.fieldName);
  }
  return toProgress(context.store.watch.record(user.id, item.id, args.position_seconds, context.now()), item);
};

const unlock: Resolver<unknown, { code: string }, unknown> = (_p, { code }, context) => {
  const { user } = context.requireViewer();
  const outcome = context.store.activation.redeem(user.id, code, context.now());
  if (outcome.status !== "UNLOCKED") return { status: outcome.status, contents: [] };
  context.memo.delete("unlocked");
  return { status: "UNLOCKED", contents: context.store.content.byIds(outcome.contentIds) };
};

export const watchingMutations = { addToWatchlist, removeFromWatchlist, recordWatchProgress, unlock };
