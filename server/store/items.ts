import type { Db } from "../db.ts";
import type { ContentModel } from "./content.ts";
import { createListsCache } from "./lists-cache.ts";

export interface EventModel {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  starts_at: string;
  ends_at: string;
  thumbnail_path: string | null;
  /** Null for a free event. */
  price_category: "UNIFIED" | "SPECIFIC" | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
  capacity: number | null;
  /** 1 while the organiser paused a live event (EventState PAUSED). */
  paused: number;
}

const PUBLISHED = "c.status = 'PUBLISHED'";
// Feed order of shorts: newest first.
const FEED_ORDER = "c.published_at DESC, c.id DESC";

/** Single items by slug, their neighbours and relations, and events. */
export function createItemStore(db: Db) {
  const bySlug = db.prepare<[string, string], ContentModel>(
    `SELECT c.* FROM contents c WHERE c.kind = ? AND c.slug = ? AND ${PUBLISHED}`,
  );
  const byId = db.prepare<[number], ContentModel>(
    `SELECT c.* FROM contents c WHERE c.id = ? AND ${PUBLISHED}`,
  );
  // Items of one kind sharing a field with this one: walks the kind's publication index newest first
  // and stops after `limit` (about 1 ms for all kinds at 100,000 items; sorting the fields' rows took 40 ms).
  const relatedOfKind = db.prepare<{ id: number; kind: string; limit: number }, ContentModel>(
    `SELECT c.* FROM contents c WHERE ${PUBLISHED} AND c.kind = @kind AND c.id <> @id
     AND EXISTS (SELECT 1 FROM content_fields cf WHERE cf.content_id = c.id
       AND cf.field_id IN (SELECT field_id FROM content_fields WHERE content_id = @id))
     ORDER BY c.published_at DESC, c.id DESC LIMIT @limit`,
  );
  const newer = db.prepare<{ published: string; id: number }, { slug: string }>(
    `SELECT c.slug FROM contents c WHERE c.kind = 'SHORT' AND ${PUBLISHED}
     AND (c.published_at > @published OR (c.published_at = @published AND c.id > @id))
     ORDER BY c.published_at ASC, c.id ASC LIMIT 1`,
  );
  const older = db.prepare<{ published: string; id: number }, { slug: string }>(
    `SELECT c.slug FROM contents c WHERE c.kind = 'SHORT' AND ${PUBLISHED}
     AND (c.published_at < @published OR (c.published_at = @published AND c.id < @id))
     ORDER BY ${FEED_ORDER} LIMIT 1`,
  );
  const shortsCount = db.prepare<[], { n: number }>(
    `SELECT count(*) AS n FROM contents c WHERE c.kind = 'SHORT' AND ${PUBLISHED}`,
  );
  const shortsPage = db.prepare<{ limit: number; offset: number }, ContentModel>(
    `SELECT c.* FROM contents c WHERE c.kind = 'SHORT' AND ${PUBLISHED} ORDER BY ${FEED_ORDER} LIMIT @limit OFFSET @offset`,
  );
  const eventBySlug = db.prepare<[string], EventModel>("SELECT * FROM events WHERE slug = ?");
  const eventById = db.prepare<[number], EventModel>("SELECT * FROM events WHERE id = ?");
  const eventLivestreams = db.prepare<[number], ContentModel>(
    `SELECT c.* FROM contents c WHERE c.event_id = ? AND c.kind = 'LIVESTREAM' AND ${PUBLISHED} ORDER BY c.starts_at, c.id`,
  );

  const cached = createListsCache(db);

  return {
    bySlug: (kind: string, slug: string) => bySlug.get(kind, slug) ?? null,
    byId: (id: number) => byId.get(id) ?? null,
    /** Up to `limit` items of any kind sharing a field, newest first. */
    related(id: number, limit = 8): ContentModel[] {
      // Kept until the data changes: every viewer of a video asks for the same list.
      return cached(`related:${id}:${limit}`, () =>
        ["VOD", "LIVESTREAM", "SHORT", "PLAYLIST"]
          .flatMap((kind) => relatedOfKind.all({ id, kind, limit }))
          .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
          .slice(0, limit),
      );
    },
    neighbours(item: ContentModel) {
      const at = { published: item.published_at, id: item.id };
      return { previous: newer.get(at)?.slug ?? null, next: older.get(at)?.slug ?? null };
    },
    shortsFeed(limit: number, offset: number) {
      return { total: shortsCount.get()?.n ?? 0, data: shortsPage.all({ limit, offset }) };
    },
    eventBySlug: (slug: string) => eventBySlug.get(slug) ?? null,
    eventById: (id: number) => eventById.get(id) ?? null,
    eventLivestreams: (id: number) => eventLivestreams.all(id),
  };
}

export type ItemStore = ReturnType<typeof createItemStore>;
