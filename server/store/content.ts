import type { Db } from "../db.ts";
import type { VodType } from "../generated/resolvers-types.ts";
import { createListsCache } from "./lists-cache.ts";

/** A row of `contents`; the resolvers decide what a viewer sees. */
export interface ContentModel {
  id: number;
  kind: "LIVESTREAM" | "VOD" | "SHORT" | "PLAYLIST";
  slug: string;
  title: string;
  description: string | null;
  status: string;
  access: "PUBLIC" | "LOGIN" | "HWG" | "CODE" | "PAID";
  vod_type: VodType | null;
  channel_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  duration_seconds: number | null;
  chapters: string | null;
  cme_points: number;
  media_url: string | null;
  thumbnail_path: string | null;
  published_at: string;
  citations: string | null;
  event_id: number | null;
  recording_id: number | null;
  cme_vnr: string | null;
  cme_authority: string | null;
  cme_valid_from: string | null;
  cme_valid_to: string | null;
  cme_threshold_minutes: number | null;
  cme_processing_days: number | null;
  /** The topic bank (server/cme/banks) its test draws from and its sources come from. */
  cme_topic: string | null;
  cme_nominal_minutes: number | null;
  /** 1: a demo item with a 1-minute threshold. */
  cme_demo: number;
}

export interface ContentCounts {
  livestreams: number;
  vods: number;
  e_learnings: number;
  shorts: number;
  playlists: number;
}

const PUBLISHED = "c.status = 'PUBLISHED'";
// ids of a field and the fields merged into it
const FIELD_SET = "(SELECT id FROM fields WHERE id = @field OR mapped_id = @field)";
const IN_FIELD = `c.id IN (SELECT content_id FROM content_fields WHERE field_id IN ${FIELD_SET})`;

export function createContentStore(db: Db) {
  // Looked up by primary key from the id list (CROSS JOIN fixes the order): with `IN (json_each)` SQLite
  // scanned every published item (6 ms at 100,000 items).
  const byIds = db.prepare<[string], ContentModel>(
    `SELECT c.* FROM json_each(?) ids CROSS JOIN contents c ON c.id = ids.value WHERE ${PUBLISHED}`,
  );
  const newest = (where: string, order = "c.published_at DESC, c.id DESC") =>
    db.prepare<Record<string, unknown>, ContentModel>(
      `SELECT c.* FROM contents c WHERE ${PUBLISHED} AND ${where} ORDER BY ${order} LIMIT @limit`,
    );
  const liveFirst =
    "(c.starts_at <= @now AND c.ends_at > @now) DESC, (c.ends_at > @now) DESC, CASE WHEN c.ends_at > @now THEN c.starts_at END ASC, c.starts_at DESC";
  // A field's lists start from the field's own rows (CROSS JOIN fixes the join order): walking the
  // publication index instead read the whole catalogue for a field with few items of a kind (21 ms a
  // field page at 100,000 items).
  const newestInField = (where: string, order = "c.published_at DESC, c.id DESC") =>
    db.prepare<Record<string, unknown>, ContentModel>(
      `SELECT c.* FROM contents c WHERE c.id IN (
         SELECT c.id FROM content_fields cf CROSS JOIN contents c ON c.id = cf.content_id
         WHERE cf.field_id IN ${FIELD_SET} AND ${PUBLISHED} AND ${where})
       ORDER BY ${order} LIMIT @limit`,
    );
  const lists = {
    fieldLivestreams: newestInField(`c.kind = 'LIVESTREAM'`, liveFirst),
    fieldKind: newestInField(`c.kind = @kind AND coalesce(c.vod_type, '') = @vodType`),
    channelLivestreams: newest(`c.kind = 'LIVESTREAM' AND c.channel_id = @channel`, liveFirst),
    channelKind: newest(`c.kind = @kind AND coalesce(c.vod_type, '') = @vodType AND c.channel_id = @channel`),
    // Videos and livestreams are most of the catalogue: the publication index finds 12 at once.
    fieldAny: newest(`c.kind IN ('VOD', 'LIVESTREAM') AND ${IN_FIELD}`),
    channelAny: newest(`c.kind IN ('VOD', 'LIVESTREAM') AND c.channel_id = @channel`),
    upcoming: newest(`c.kind = 'LIVESTREAM' AND c.starts_at > @now`, "c.starts_at ASC"),
    // `+` keeps SQLite off the cme_points index: walking contents_listing in published order stops after
    // `limit` rows, while the points index made it sort every CME item (60 ms at 100,000 items).
    newCme: newest(`c.kind = 'VOD' AND +c.cme_points > 0`),
    live: newest(`c.kind = 'LIVESTREAM' AND c.starts_at <= @now AND c.ends_at > @now`, "c.starts_at ASC"),
    between: newest(
      `c.kind = 'LIVESTREAM' AND c.starts_at >= @from AND c.starts_at < @to`,
      "c.starts_at ASC",
    ),
  };
  const countsSql = (where: string) =>
    db.prepare<Record<string, unknown>, ContentCounts>(`SELECT
      count(*) FILTER (WHERE kind = 'LIVESTREAM') AS livestreams,
      count(*) FILTER (WHERE kind = 'VOD' AND vod_type = 'VOD') AS vods,
      count(*) FILTER (WHERE kind = 'VOD' AND vod_type = 'E_LEARNING') AS e_learnings,
      count(*) FILTER (WHERE kind = 'SHORT') AS shorts,
      count(*) FILTER (WHERE kind = 'PLAYLIST') AS playlists
      FROM contents c WHERE ${PUBLISHED} AND ${where}`);
  const fieldCounts = db.prepare<Record<string, unknown>, ContentCounts>(`SELECT
      count(*) FILTER (WHERE kind = 'LIVESTREAM') AS livestreams,
      count(*) FILTER (WHERE kind = 'VOD' AND vod_type = 'VOD') AS vods,
      count(*) FILTER (WHERE kind = 'VOD' AND vod_type = 'E_LEARNING') AS e_learnings,
      count(*) FILTER (WHERE kind = 'SHORT') AS shorts,
      count(*) FILTER (WHERE kind = 'PLAYLIST') AS playlists
      FROM contents c WHERE c.id IN (
        SELECT c.id FROM content_fields cf CROSS JOIN contents c ON c.id = cf.content_id
        WHERE cf.field_id IN ${FIELD_SET} AND ${PUBLISHED})`);
  const channelCounts = countsSql("c.channel_id = @channel");
  const schedule = db.prepare<Record<string, unknown>, ContentModel>(
    `SELECT c.* FROM contents c WHERE ${PUBLISHED} AND c.kind = 'LIVESTREAM' AND c.starts_at < @to AND c.ends_at > @from
     ORDER BY (c.starts_at <= @now AND c.ends_at > @now) DESC, c.starts_at ASC, c.id`,
  );
  const tagCount = db.prepare<Record<string, unknown>, { n: number }>(
    `SELECT count(*) AS n FROM content_tags ct JOIN contents c ON c.id = ct.content_id WHERE ct.tag_id = @tag AND ${PUBLISHED}`,
  );
  const tagPage = db.prepare<Record<string, unknown>, ContentModel>(
    `SELECT c.* FROM content_tags ct JOIN contents c ON c.id = ct.content_id WHERE ct.tag_id = @tag AND ${PUBLISHED}
     ORDER BY c.published_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
  );
  const playlistItems = db.prepare<[number], ContentModel>(
    `SELECT c.* FROM playlist_items p JOIN contents c ON c.id = p.content_id WHERE p.playlist_id = ? AND ${PUBLISHED} ORDER BY p.position`,
  );
  // The fields of some items, a merged field as its target (recommendations sort by them).
  const fieldsOfItems = db.prepare<[string], { content_id: number; field_id: number }>(
    `SELECT cf.content_id, coalesce(f.mapped_id, f.id) AS field_id FROM json_each(?) ids
     CROSS JOIN content_fields cf ON cf.content_id = ids.value JOIN fields f ON f.id = cf.field_id`,
  );
  const fieldContentCounts = db.prepare<[], { field_id: number; n: number }>(
    `SELECT coalesce(f.mapped_id, f.id) AS field_id, count(DISTINCT cf.content_id) AS n FROM content_fields cf
     JOIN fields f ON f.id = cf.field_id JOIN contents c ON c.id = cf.content_id WHERE ${PUBLISHED} GROUP BY 1`,
  );

  let countsCache: { version: number; counts: Map<number, number> } | null = null;

  const cached = createListsCache(db);
  /** The clock to the second: "2026-11-24T18:40:12.000Z". */
  const second = (iso: string) => `${iso.slice(0, 19)}.000Z`;

  /** The items in the order of `ids`; an id whose item is gone is left out. */
  function itemsByIds(ids: number[]): ContentModel[] {
    const found = new Map(byIds.all(JSON.stringify(ids)).map((row) => [row.id, row]));
    return ids.map((id) => found.get(id)).filter((row): row is ContentModel => row !== undefined);
  }

  return {
    byIds: itemsByIds,
    /** Each row with its content item, in the rows' order; a row whose item is gone is left out. */
    withItems<R extends { content_id: number }>(rows: R[]): (R & { content: ContentModel })[] {
      const items = new Map(itemsByIds(rows.map((row) => row.content_id)).map((item) => [item.id, item]));
      return rows.flatMap((row) => {
        const content = items.get(row.content_id);
        return content ? [{ ...row, content }] : [];
      });
    },
    forField(field: number, isoNow: string, limit = 12) {
      const now = second(isoNow);
      return cached(`field:${field}:${now}:${limit}`, () => {
        const kind = (k: string, vodType = "") => lists.fieldKind.all({ field, kind: k, vodType, limit });
        return {
          livestreams: lists.fieldLivestreams.all({ field, now, limit }),
          vods: kind("VOD", "VOD"),
          e_learnings: kind("VOD", "E_LEARNING"),
          shorts: kind("SHORT"),
          playlists: kind("PLAYLIST"),
          counts: fieldCounts.get({ field }) as ContentCounts,
        };
      });
    },
    forChannel(channel: number, isoNow: string, limit = 12) {
      const now = second(isoNow);
      return cached(`channel:${channel}:${now}:${limit}`, () => {
        const kind = (k: string, vodType = "") => lists.channelKind.all({ channel, kind: k, vodType, limit });
        return {
          livestreams: lists.channelLivestreams.all({ channel, now, limit }),
          vods: kind("VOD", "VOD"),
          e_learnings: kind("VOD", "E_LEARNING"),
          shorts: kind("SHORT"),
          playlists: kind("PLAYLIST"),
          counts: channelCounts.get({ channel }) as ContentCounts,
        };
      });
    },
    fieldShelf: (field: number, limit = 12) =>
      cached(`fieldShelf:${field}:${limit}`, () => lists.fieldAny.all({ field, limit })),
    channelShelf: (channel: number, limit = 12) =>
      cached(`channelShelf:${channel}:${limit}`, () => lists.channelAny.all({ channel, limit })),
    upcoming: (isoNow: string, limit = 12) => {
      const now = second(isoNow);
      return cached(`upcoming:${now}:${limit}`, () => lists.upcoming.all({ now, limit }));
    },
    // The home page's lists, kept like the shelves (each is a pass over the catalogue).
    live: (isoNow: string, limit = 10) => {
      const now = second(isoNow);
      return cached(`live:${now}:${limit}`, () => lists.live.all({ now, limit }));
    },
    startingBetween: (isoFrom: string, isoTo: string, limit = 10) => {
      const [from, to] = [second(isoFrom), second(isoTo)];
      return cached(`between:${from}:${to}:${limit}`, () => lists.between.all({ from, to, limit }));
    },
    newCme: (limit = 12) => cached(`newCme:${limit}`, () => lists.newCme.all({ limit })),
    schedule: (from: string, to: string, now: string) => schedule.all({ from, to, now }),
    byTag(tag: number, limit: number, offset: number) {
      return { total: tagCount.get({ tag })?.n ?? 0, data: tagPage.all({ tag, limit, offset }) };
    },
    playlistItems: (id: number) => playlistItems.all(id),
    /** Each item's fields (a merged field as its target). */
    fieldsOf(ids: number[]): Map<number, Set<number>> {
      const map = new Map<number, Set<number>>();
      for (const row of fieldsOfItems.all(JSON.stringify(ids))) {
        const set = map.get(row.content_id) ?? new Set<number>();
        set.add(row.field_id);
        map.set(row.content_id, set);
      }
      return map;
    },
    /** Counted once per database version (data_version moves when another connection, e.g. a seed CLI, writes;
     * this process never writes content): a full pass over the catalogue takes 70 ms at 100,000 items. */
    fieldContentCounts() {
      const version = db.pragma("data_version", { simple: true }) as number;
      if (countsCache?.version !== version) {
        countsCache = {
          version,
          counts: new Map(fieldContentCounts.all().map((row) => [row.field_id, row.n])),
        };
      }
      return countsCache.counts;
    },
    /** CME listing; the WHERE clause is built from fixed fragments, values are bound. */
    cme(
      filter: {
        fieldIds: number[];
        types: string[];
        minPoints: number;
        sort: string;
        now: string;
        industryIndependent?: boolean;
      },
      limit: number,
      offset: number,
    ) {
      const where = [PUBLISHED, "c.cme_points > 0", "c.cme_points >= @minPoints"];
      const types = filter.types.length > 0 ? filter.types : ["LIVE", "VOD", "E_LEARNING"];
      const kinds: string[] = [];
      if (types.includes("LIVE")) kinds.push("(c.kind = 'LIVESTREAM' AND c.ends_at > @now)");
      if (types.includes("VOD")) kinds.push("(c.kind = 'VOD' AND c.vod_type = 'VOD')");
      if (types.includes("E_LEARNING")) kinds.push("(c.kind = 'VOD' AND c.vod_type = 'E_LEARNING')");
      where.push(`(${kinds.join(" OR ")})`);
      if (filter.industryIndependent) where.push("c.id NOT IN (SELECT id FROM industry_supported_contents)");
      if (filter.fieldIds.length > 0) {
        where.push(`c.id IN (SELECT content_id FROM content_fields WHERE field_id IN
          (SELECT id FROM fields WHERE id IN (SELECT value FROM json_each(@fields)) OR mapped_id IN (SELECT value FROM json_each(@fields))))`);
      }
      const order =
        filter.sort === "POINTS"
          ? "c.cme_points DESC, c.published_at DESC, c.id DESC"
          : filter.sort === "TITLE"
            ? "c.title COLLATE NOCASE ASC, c.id"
            : "c.published_at DESC, c.id DESC";
      const params = {
        minPoints: filter.minPoints,
        now: filter.now,
        fields: JSON.stringify(filter.fieldIds),
        limit,
        offset,
      };
      const sql = `FROM contents c WHERE ${where.join(" AND ")}`;
      const total =
        db.prepare<Record<string, unknown>, { n: number }>(`SELECT count(*) AS n ${sql}`).get(params)?.n ?? 0;
      const data = db
        .prepare<Record<string, unknown>, ContentModel>(
          `SELECT c.* ${sql} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
        )
        .all(params);
      return { total, data };
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
