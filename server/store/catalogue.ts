import type { Db } from "../db.ts";
import type { ChannelExpertRole, ExpertRole, SupporterType } from "../generated/resolvers-types.ts";
import { createListsCache } from "./lists-cache.ts";

export interface ExpertModel {
  id: number;
  slug: string;
  name: string;
  title: string | null;
  short_bio: string | null;
  photo_path: string | null;
}
export interface TagModel {
  id: number;
  slug: string;
  name: string;
  type: string;
}
export interface BannerModel {
  id: number;
  title: string;
  text: string;
  link_url: string;
  link_label: string;
  /** The English texts (Accept-Language: en); null: the German ones stand. */
  title_en: string | null;
  text_en: string | null;
  link_label_en: string | null;
  image_path: string | null;
  priority: number;
}
export interface SectionModel {
  id: number;
  type: string;
  title: string | null;
  text: string | null;
  image_path: string | null;
  link_url: string | null;
  link_label: string | null;
  payload: string;
}
export interface LandingPageModel {
  id: number;
  slug: string;
  title: string;
  description: string | null;
}

const byIdsSql = (table: string) => `SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`;

/** Experts, tags, relations, featured entries, banners and landing pages. */
export function createCatalogueStore(db: Db) {
  const expertsByIds = db.prepare<[string], ExpertModel>(byIdsSql("experts"));
  const contentExperts = db.prepare<[number], ExpertModel & { role: ExpertRole }>(
    "SELECT e.*, ce.role FROM content_experts ce JOIN experts e ON e.id = ce.expert_id WHERE ce.content_id = ? ORDER BY ce.position",
  );
  const channelExperts = db.prepare<[number], ExpertModel & { role: ChannelExpertRole }>(
    "SELECT e.*, ce.role FROM channel_experts ce JOIN experts e ON e.id = ce.expert_id WHERE ce.channel_id = ? ORDER BY ce.position",
  );
  const fieldExperts = db.prepare<{ field: number; limit: number }, ExpertModel>(
    `SELECT e.* FROM experts e WHERE e.id IN (SELECT expert_id FROM expert_fields WHERE field_id IN
     (SELECT id FROM fields WHERE id = @field OR mapped_id = @field)) ORDER BY e.name LIMIT @limit`,
  );
  const anyExperts = db.prepare<[number], ExpertModel>("SELECT * FROM experts ORDER BY id LIMIT ?");
  const expertFieldIds = db.prepare<[number], { field_id: number }>(
    "SELECT field_id FROM expert_fields WHERE expert_id = ? ORDER BY field_id",
  );
  const supporters = db.prepare<[number], { name: string; type: SupporterType; url: string | null }>(
    "SELECT name, type, url FROM channel_supporters WHERE channel_id = ? ORDER BY position",
  );
  const contentTags = db.prepare<[number], TagModel>(
    "SELECT t.* FROM content_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.content_id = ? ORDER BY t.name",
  );
  const contentFieldIds = db.prepare<[number], { field_id: number }>(
    "SELECT field_id FROM content_fields WHERE content_id = ? ORDER BY field_id",
  );
  const tagBySlug = db.prepare<[string], TagModel>("SELECT * FROM tags WHERE slug = ?");
  const tagsByIds = db.prepare<[string], TagModel>(byIdsSql("tags"));
  const manualFeatured = db.prepare<[], { content_id: number; priority: number }>(
    "SELECT content_id, priority FROM featured_contents ORDER BY priority, position, id",
  );
  const topBanner = db.prepare<{ now: string }, BannerModel>(
    "SELECT * FROM marketing_banners WHERE starts_at <= @now AND ends_at > @now ORDER BY priority, id LIMIT 1",
  );
  const bannerById = db.prepare<[number], BannerModel>("SELECT * FROM marketing_banners WHERE id = ?");
  const landingPage = db.prepare<[string], LandingPageModel>(
    "SELECT id, slug, title, description FROM landing_pages WHERE slug = ? AND status = 'PUBLISHED'",
  );
  const sections = db.prepare<[number], SectionModel>(
    "SELECT * FROM landing_page_sections WHERE landing_page_id = ? ORDER BY position, id",
  );
  const fieldChannelIds = db.prepare<{ field: number }, { id: number }>(
    `SELECT id FROM channels WHERE primary_field_id IN (SELECT id FROM fields WHERE id = @field OR mapped_id = @field)
     OR id IN (SELECT DISTINCT c.channel_id FROM contents c JOIN content_fields cf ON cf.content_id = c.id
       WHERE cf.field_id = @field AND c.status = 'PUBLISHED' AND c.channel_id IS NOT NULL LIMIT 50)
     ORDER BY name LIMIT 12`,
  );
  const anyChannelIds = db.prepare<[number], { id: number }>("SELECT id FROM channels ORDER BY name LIMIT ?");
  const mediaTitle = db.prepare<[string, string], MediaSubject>(
    `SELECT c.title, f.color, f.label_de AS field, f.label_en AS field_en FROM contents c
     LEFT JOIN fields f ON f.id = (SELECT cf.field_id FROM content_fields cf WHERE cf.content_id = c.id
       ORDER BY cf.field_id LIMIT 1)
     WHERE c.kind = ? AND c.slug = ? AND c.status = 'PUBLISHED'`,
  );
  const expertMedia = db.prepare<[string], MediaSubject>(
    `SELECT e.name AS title, (SELECT f.color FROM expert_fields ef JOIN fields f ON f.id = ef.field_id
       WHERE ef.expert_id = e.id ORDER BY ef.field_id LIMIT 1) AS color, NULL AS field, NULL AS field_en
     FROM experts e WHERE e.slug = ?`,
  );

  const eventMedia = db.prepare<[string], MediaSubject>(
    "SELECT title, NULL AS color, NULL AS field, NULL AS field_en FROM events WHERE slug = ?",
  );

  // A field page's channels: about 1 ms at 100,000 items (every published item of the field).
  const cached = createListsCache(db);

  const ordered = <T extends { id: number }>(rows: T[], ids: number[]): T[] => {
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id)).filter((row): row is T => row !== undefined);
  };

  return {
    expertsByIds: (ids: number[]) => ordered(expertsByIds.all(JSON.stringify(ids)), ids),
    contentExperts: (id: number) => contentExperts.all(id),
    channelExperts: (id: number) => channelExperts.all(id),
    fieldExperts: (field: number, limit = 12) => fieldExperts.all({ field, limit }),
    anyExperts: (limit: number) => anyExperts.all(limit),
    expertFieldIds: (id: number) => expertFieldIds.all(id).map((row) => row.field_id),
    supporters: (channel: number) => supporters.all(channel),
    contentTags: (id: number) => contentTags.all(id),
    contentFieldIds: (id: number) => contentFieldIds.all(id).map((row) => row.field_id),
    tagBySlug: (slug: string) => tagBySlug.get(slug) ?? null,
    tagsByIds: (ids: number[]) => ordered(tagsByIds.all(JSON.stringify(ids)), ids),
    manualFeatured: () => manualFeatured.all(),
    topBanner: (now: string) => topBanner.get({ now }) ?? null,
    bannerById: (id: number) => bannerById.get(id) ?? null,
    landingPage: (slug: string) => landingPage.get(slug) ?? null,
    sections: (pageId: number) => sections.all(pageId),
    fieldChannelIds: (field: number) =>
      cached(`fieldChannels:${field}`, () => fieldChannelIds.all({ field }).map((row) => row.id)),
    anyChannelIds: (limit: number) => anyChannelIds.all(limit).map((row) => row.id),
    /** Title, colour and field for a generated image; null when unknown (or a draft). */
    media(type: string, slug: string): MediaSubject | null {
      if (type === "experts") return expertMedia.get(slug) ?? null;
      if (type === "events") return eventMedia.get(slug) ?? null;
      const kind = { livestreams: "LIVESTREAM", vods: "VOD", shorts: "SHORT", playlists: "PLAYLIST" }[type];
      return kind ? (mediaTitle.get(kind, slug) ?? null) : null;
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

/** What a generated image shows: the item's name, its field's colour and name (German, English). */
export interface MediaSubject {
  title: string;
  color: string | null;
  field: string | null;
  field_en: string | null;
}
