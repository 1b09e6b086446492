import type { Db } from "../../db.ts";

/**
 * Rebuilds the FTS5 index from the catalogue: published content (title; description, tags and
 * experts as body), channels, experts, tags and fields that are not merged into another field.
 * Drafts are never indexed; locked items are (they are found as teasers).
 */
export function indexSearch(db: Db): void {
  db.exec(`DELETE FROM search_index;
    INSERT INTO search_index (title, body, kind, ref_id)
      SELECT c.title,
        coalesce(c.description, '') || ' ' ||
        coalesce((SELECT group_concat(t.name, ' ') FROM content_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.content_id = c.id), '') || ' ' ||
        coalesce((SELECT group_concat(e.name, ' ') FROM content_experts ce JOIN experts e ON e.id = ce.expert_id WHERE ce.content_id = c.id), ''),
        c.kind, c.id
      FROM contents c WHERE c.status = 'PUBLISHED';
    INSERT INTO search_index (title, body, kind, ref_id)
      SELECT name, coalesce(description, ''), 'CHANNEL', id FROM channels;
    INSERT INTO search_index (title, body, kind, ref_id)
      SELECT name, coalesce(title, '') || ' ' || coalesce(short_bio, ''), 'EXPERT', id FROM experts;
    INSERT INTO search_index (title, body, kind, ref_id) SELECT name, type, 'TAG', id FROM tags;
    INSERT INTO search_index (title, body, kind, ref_id)
      SELECT label_de, label_en, 'FIELD', id FROM fields WHERE mapped_id IS NULL;`);
}
