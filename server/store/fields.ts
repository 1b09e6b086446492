import type { Db } from "../db.ts";

export interface FieldModel {
  id: number;
  slug: string;
  sluggable_type: "Field";
  label_de: string;
  label_en: string;
  icon: string;
  color: string;
  relevant: boolean;
  mappedId: number | null;
  /** The Gebiet this field is a Facharzt or Schwerpunkt of (decision 026). */
  parentId: number | null;
}

interface FieldRow {
  id: number;
  slug: string;
  label_de: string;
  label_en: string;
  icon: string;
  color: string;
  relevant: number;
  mapped_id: number | null;
  parent_id: number | null;
}

const columns = "f.id, f.slug, f.label_de, f.label_en, f.icon, f.color, f.relevant, f.mapped_id, f.parent_id";

const toModel = (row: FieldRow): FieldModel => ({
  id: row.id,
  slug: row.slug,
  sluggable_type: "Field",
  label_de: row.label_de,
  label_en: row.label_en,
  icon: row.icon,
  color: row.color,
  relevant: row.relevant === 1,
  mappedId: row.mapped_id,
  parentId: row.parent_id,
});

export function createFieldStore(db: Db) {
  const all = db.prepare<[], FieldRow>(`SELECT ${columns} FROM fields f ORDER BY f.id`);
  const byId = db.prepare<[number], FieldRow>(`SELECT ${columns} FROM fields f WHERE f.id = ?`);
  const forUser = db.prepare<[number], FieldRow>(
    `SELECT ${columns} FROM user_fields uf JOIN fields f ON f.id = uf.field_id WHERE uf.user_id = ? ORDER BY f.id`,
  );
  // One statement for any number of ids: they travel as a JSON array.
  const existing = db.prepare<[string], { id: number }>(
    "SELECT id FROM fields WHERE id IN (SELECT value FROM json_each(?))",
  );

  // Reference data: written by migrations and the seed only (before this process serves, or from
  // another connection, which moves data_version). Every page with fields asks for all of them.
  const dataVersion = db.prepare<[], number>("PRAGMA data_version").pluck();
  let cache: { version: number; fields: readonly FieldModel[] } | null = null;

  return {
    all(): readonly FieldModel[] {
      const version = dataVersion.get() ?? 0;
      if (cache?.version !== version) cache = { version, fields: all.all().map(toModel) };
      return cache.fields;
    },
    byId(id: number): FieldModel | null {
      const row = byId.get(id);
      return row ? toModel(row) : null;
    },
    forUser: (userId: number): FieldModel[] => forUser.all(userId).map(toModel),
    existingIds: (ids: number[]): Set<number> =>
      new Set(existing.all(JSON.stringify(ids)).map((row) => row.id)),
  };
}

export type FieldStore = ReturnType<typeof createFieldStore>;
