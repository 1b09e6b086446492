import type { LockReason } from "~/.server/graphql/generated/graphql";

/** What a watch page (a short, a livestream) hands the browser first: the item, its look, its lock. */
export type WatchableHead = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  locked: boolean;
  lockReason: LockReason | null;
};

export function toWatchableHead(item: {
  id: string;
  slug: string;
  title: string;
  description?: string | null;
  thumbnail_url?: string | null;
  locked: boolean;
  lock_reason?: LockReason | null;
}): WatchableHead {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    description: item.description ?? null,
    thumbnailUrl: item.thumbnail_url ?? null,
    locked: item.locked,
    lockReason: item.lock_reason ?? null,
  };
}
