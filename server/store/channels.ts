import type { Db } from "../db.ts";

export interface ChannelModel {
  id: number;
  name: string;
  slug: string;
  sluggable_type: "Channel";
  /** A path on this API or an absolute URL; the resolver makes it absolute. */
  thumbnail_path: string | null;
  primary_field: {
    id: number;
    color: string;
    icon: string;
    slug: string;
    sluggable_type: "Field";
    label_de: string;
    label_en: string;
  } | null;
  description: string | null;
}

interface ChannelRow {
  id: number;
  name: string;
  slug: string;
  thumbnail_path: string | null;
  field_id: number | null;
  field_color: string | null;
  field_icon: string | null;
  field_slug: string | null;
  field_label_de: string | null;
  field_label_en: string | null;
  description: string | null;
}

const select = `SELECT c.id, c.name, c.slug, c.thumbnail_path,
  f.id AS field_id, f.color AS field_color, f.icon AS field_icon, c.description,
  f.slug AS field_slug, f.label_de AS field_label_de, f.label_en AS field_label_en
  FROM channels c LEFT JOIN fields f ON f.id = c.primary_field_id`;

const toModel = (row: ChannelRow): ChannelModel => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  sluggable_type: "Channel",
  thumbnail_path: row.thumbnail_path,
  primary_field:
    row.field_id === null
      ? null
      : {
          id: row.field_id,
          color: row.field_color ?? "",
          icon: row.field_icon ?? "",
          slug: row.field_slug ?? "",
          sluggable_type: "Field",
          label_de: row.field_label_de ?? "",
          label_en: row.field_label_en ?? "",
        },
  description: row.description,
});

export function createChannelStore(db: Db) {
  const bySlug = db.prepare<[string], ChannelRow>(`${select} WHERE c.slug = ?`);
  const forUser = db.prepare<[number], ChannelRow>(
    `${select} JOIN user_channels uc ON uc.channel_id = c.id WHERE uc.user_id = ? ORDER BY c.name`,
  );

  const byIds = db.prepare<[string], ChannelRow>(`${select} WHERE c.id IN (SELECT value FROM json_each(?))`);

  return {
    byIds(ids: number[]): ChannelModel[] {
      const map = new Map(byIds.all(JSON.stringify(ids)).map((row) => [row.id, toModel(row)]));
      return ids.map((id) => map.get(id)).filter((c): c is ChannelModel => c !== undefined);
    },
    bySlug(slug: string): ChannelModel | null {
      const row = bySlug.get(slug);
      return row ? toModel(row) : null;
    },
    forUser: (userId: number): ChannelModel[] => forUser.all(userId).map(toModel),
  };
}

export type ChannelStore = ReturnType<typeof createChannelStore>;
