import { remember, type Context } from "../context.ts";
import type { ContentModel } from "../store/content.ts";
import { localisedMedia } from "../locale.ts";
import { publicAddress } from "../public-url.ts";
import type {
  Chapter,
  ExpertResolvers,
  LivestreamResolvers,
  Maybe,
  PlaylistResolvers,
  ResolverFn,
  ShortResolvers,
  TagResolvers,
  VodResolvers,
} from "../generated/resolvers-types.ts";
import { toUser } from "./user.ts";

/** 0 anonymous, 1 signed in, 2 narrow circle (can_hwg). */
export function viewerLevel(context: Context): number {
  const viewer = context.viewer();
  if (!viewer) return 0;
  // Same rule as User.can_hwg.
  return toUser(viewer.user, context.now()).can_hwg ? 2 : 1;
}

const NEED = { PUBLIC: 0, LOGIN: 1, HWG: 2 } as const;

export type LockReasonValue = "LOGIN_REQUIRED" | "HWG_REQUIRED" | "CODE_REQUIRED" | "PURCHASE_REQUIRED";

/** Items the signed-in viewer opened with an activation code or bought (read once per request). */
export const unlockedIds = (context: Context): Set<number> =>
  remember(context, "unlocked", () => {
    const viewer = context.viewer();
    if (!viewer) return new Set<number>();
    // Opened with an activation code, or bought.
    const bought = context.store.checkout.paidContentIds(viewer.user.id);
    return new Set([...context.store.activation.unlockedIds(viewer.user.id), ...bought]);
  });

export function lockReason(item: ContentModel, context: Context): LockReasonValue | null {
  if (item.access === "CODE" || item.access === "PAID") {
    if (!context.viewer()) return "LOGIN_REQUIRED";
    if (unlockedIds(context).has(item.id)) return null;
    return item.access === "CODE" ? "CODE_REQUIRED" : "PURCHASE_REQUIRED";
  }
  const level = viewerLevel(context);
  if (level >= NEED[item.access]) return null;
  return item.access === "HWG" ? "HWG_REQUIRED" : "LOGIN_REQUIRED";
}

export const isLocked = (item: ContentModel, context: Context) => lockReason(item, context) !== null;

/** Paths on this API become absolute; absolute URLs pass through. */
export const absolute = (path: string | null, publicUrl: string): string | null =>
  path === null ? null : publicAddress(path, publicUrl);

const SLUGGABLE = { LIVESTREAM: "Livestream", VOD: "Vod", SHORT: "Short", PLAYLIST: "Playlist" } as const;

type R<T> = ResolverFn<T, ContentModel, Context, Record<PropertyKey, never>>;
const protectedField =
  <T>(read: (item: ContentModel) => T): R<Maybe<T>> =>
  (item, _args, context) =>
    isLocked(item, context) ? null : read(item);

const shared = {
  sluggable_type: (item) => SLUGGABLE[item.kind],
  thumbnail_url: (item, _a, { publicUrl, locale }) =>
    localisedMedia(absolute(item.thumbnail_path, publicUrl), locale),
  locked: (item, _a, context) => isLocked(item, context),
  lock_reason: (item, _a, context) => lockReason(item, context),
  description: protectedField((item) => item.description),
  channel: (item, _a, { store }) =>
    item.channel_id === null ? null : (store.channels.byIds([item.channel_id])[0] ?? null),
  fields: (item, _a, { store }) =>
    store.catalogue.contentFieldIds(item.id).flatMap((id) => store.fields.byId(id) ?? []),
  tags: (item, _a, { store }) => store.catalogue.contentTags(item.id),
  experts: (item, _a, { store }) =>
    store.catalogue.contentExperts(item.id).map((row) => ({ role: row.role, expert: row })),
} satisfies LivestreamResolvers;

export function livestreamState(item: ContentModel, now: Date): "UPCOMING" | "LIVE" | "PAST" {
  const at = now.toISOString();
  if (item.starts_at && item.starts_at > at) return "UPCOMING";
  return item.ends_at && item.ends_at > at ? "LIVE" : "PAST";
}

const cmeCategory =
  (letter: string): R<string | null> =>
  (item) =>
    item.cme_points > 0 ? letter : null;

export const Livestream = {
  ...shared,
  state: (item, _a, context) => livestreamState(item, context.now()),
  cme_category: cmeCategory("A"),
  media_url: protectedField((item) => item.media_url),
} satisfies LivestreamResolvers;

export const Vod = {
  ...shared,
  type: (item) => item.vod_type ?? "VOD",
  duration_seconds: (item) => item.duration_seconds ?? 0,
  chapters: protectedField((item) => (item.chapters ? (JSON.parse(item.chapters) as Chapter[]) : [])),
  cme_category: cmeCategory("D"),
  media_url: protectedField((item) => item.media_url),
} satisfies VodResolvers;

export const Short = {
  ...shared,
  duration_seconds: (item) => item.duration_seconds ?? 0,
  media_url: protectedField((item) => item.media_url),
} satisfies ShortResolvers;

export const Playlist = {
  ...shared,
  items: (item, _a, { store }) => store.content.playlistItems(item.id),
  item_count: (item, _a, { store }) => store.content.playlistItems(item.id).length,
} satisfies PlaylistResolvers;

export const Content = {
  __resolveType: (item: ContentModel) => SLUGGABLE[item.kind],
};

export const Expert = {
  photo_url: (expert, _a, { publicUrl }) => absolute(expert.photo_path, publicUrl),
  fields: (expert, _a, { store }) =>
    store.catalogue.expertFieldIds(expert.id).flatMap((id) => store.fields.byId(id) ?? []),
} satisfies ExpertResolvers;

export const Tag = { sluggable_type: () => "Tag" } satisfies TagResolvers;
