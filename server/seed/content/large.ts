import type { Db } from "../../db.ts";
import { contentInserter, CONTENT_FIELDS, mediaPath, pickAccess } from "./common.ts";
import { pickTheme } from "./curriculum.ts";
import { createRandom, slugify } from "./random.ts";
import { indexSearch } from "./search-index.ts";
import { accreditCmeItems, nominalMinutes } from "./cme.ts";
import { cmePoints } from "../../cme/accreditation.ts";
import { bankOf } from "../../cme/banks/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds `count` generated VODs (a fifth e-learning) for benchmarks, in one transaction, then rebuilds
 * the search index. Needs the demo catalogue (tags, channels) to exist. Answers the number added.
 */
export function seedLarge(
  db: Db,
  { count = 100_000, now = new Date() }: { count?: number; now?: Date } = {},
): number {
  const r = createRandom(4242 + count);
  const tags = db.prepare<[], { id: number; name: string }>("SELECT id, name FROM tags").all();
  const tagIds = tags.map((row) => row.id);
  const tagByName = new Map(tags.map((row) => [row.name, row.id]));
  const channels = db
    .prepare<[], { id: number }>("SELECT id FROM channels")
    .all()
    .map((row) => row.id);
  const start = db.prepare<[], { n: number }>("SELECT coalesce(max(id), 0) AS n FROM contents").get()?.n ?? 0;
  const ins = contentInserter(db);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const field = CONTENT_FIELDS[i % CONTENT_FIELDS.length] ?? CONTENT_FIELDS[0];
      if (!field) return;
      // The curated themes, repeated: a hundred thousand unique titles would read like noise.
      const { title, description, topic } = pickTheme(r, field.slug, "OTHER", now.getUTCFullYear());
      const elearning = i % 5 === 0;
      // Only items on a topic with a question bank are accredited (decision 016); the roll picks the length.
      const roll = r.chance(0.6) ? r.int(1, 3) : 0;
      const bank = bankOf(topic);
      const nominal = bank
        ? nominalMinutes({ kind: "VOD", elearning, roll, starts: null, ends: null })
        : null;
      const slug = `${slugify(title)}-l${start + i + 1}`;
      const id = ins.content({
        kind: "VOD",
        slug,
        title,
        description,
        status: i % 50 === 7 ? "DRAFT" : "PUBLISHED",
        access: pickAccess(r),
        vod_type: elearning ? "E_LEARNING" : "VOD",
        channel_id: channels.length > 0 ? r.pick(channels) : null,
        starts_at: null,
        ends_at: null,
        duration_seconds: r.int(10, 90) * 60,
        chapters: null,
        cme_points: nominal ? cmePoints(nominal) : 0,
        cme_topic: bank?.topic ?? null,
        cme_nominal_minutes: nominal,
        media_url: `https://media.example.com/vods/${slug}.m3u8`,
        thumbnail_path: mediaPath("vods", slug),
        published_at: new Date(now.getTime() - r.int(0, 1500) * DAY_MS).toISOString(),
      });
      ins.topicFields(id, field.id, topic);
      // Tagged with its topic, or (a topic of practice has no tag) with any tag.
      const tagId = tagByName.get(topic) ?? (tagIds.length > 0 ? r.pick(tagIds) : undefined);
      if (tagId) ins.tag(id, tagId);
    }
    accreditCmeItems(db, now);
    indexSearch(db);
  })();
  return count;
}
