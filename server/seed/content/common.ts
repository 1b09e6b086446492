/** What the catalogue's generators share: the fields with content, image paths and the inserter. */
import type { Db } from "../../db.ts";
import type { ContentModel } from "../../store/content.ts";
import { FIELDS, withParents } from "../fields.ts";
import { furtherFieldsOf } from "./curriculum.ts";
import type { Random } from "./random.ts";

/**
 * Fields that carry content of their own: relevant, not merged into another field, and not a Gebiet
 * made of Schwerpunkte (Innere Medizin's items are those of Kardiologie, Pneumologie, …).
 */
export const CONTENT_FIELDS = FIELDS.filter(
  (f) => f.relevant && f.mappedId === null && !FIELDS.some((child) => child.parentId === f.id),
);

export const mediaPath = (type: string, slug: string): string => `/media/${type}/${slug}.svg`;

const berlinParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The Berlin calendar day and wall clock of an instant. */
export function inBerlin(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts = Object.fromEntries(berlinParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/**
 * `hour:minute` in Berlin on the Berlin calendar day of `day`: events run on the local clock (a
 * seminar day from 09:00), whatever the time of day the demo data is made at.
 */
export function berlinTime(day: Date, hour: number, minute = 0): Date {
  const { year, month, day: date } = inBerlin(day);
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const seen = inBerlin(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}

/** Roughly 70 % public, 20 % login, 10 % HWG. */
export const pickAccess = (r: Random): ContentModel["access"] => {
  const x = r.next();
  return x < 0.7 ? "PUBLIC" : x < 0.9 ? "LOGIN" : "HWG";
};

/**
 * A row of `contents` as the seed writes it: the store's columns, where what an item has none of
 * (no schedule, media, chapters, CME) may be left out.
 */
export type ContentInsert = Pick<
  ContentModel,
  "kind" | "slug" | "title" | "status" | "access" | "vod_type" | "channel_id" | "published_at"
> &
  Partial<
    Pick<
      ContentModel,
      | "starts_at"
      | "ends_at"
      | "duration_seconds"
      | "chapters"
      | "cme_points"
      | "cme_topic"
      | "cme_nominal_minutes"
      | "media_url"
    >
  > & { description: string; thumbnail_path: string };

/** What an item has none of unless it says so. */
const NONE = {
  starts_at: null,
  ends_at: null,
  duration_seconds: null,
  chapters: null,
  cme_points: 0,
  cme_topic: null,
  cme_nominal_minutes: null,
  media_url: null,
} satisfies Partial<ContentInsert>;

export function contentInserter(db: Db) {
  const insert = db.prepare<
    Required<ContentInsert>
  >(`INSERT INTO contents (kind, slug, title, description, status,
    access, vod_type, channel_id, starts_at, ends_at, duration_seconds, chapters, cme_points, cme_topic,
    cme_nominal_minutes, media_url, thumbnail_path, published_at) VALUES (@kind, @slug, @title, @description,
    @status, @access, @vod_type, @channel_id, @starts_at, @ends_at, @duration_seconds, @chapters, @cme_points,
    @cme_topic, @cme_nominal_minutes, @media_url, @thumbnail_path, @published_at)`);
  const field = db.prepare("INSERT OR IGNORE INTO content_fields (content_id, field_id) VALUES (?, ?)");
  const tag = db.prepare("INSERT OR IGNORE INTO content_tags (content_id, tag_id) VALUES (?, ?)");
  const expert = db.prepare(
    "INSERT OR IGNORE INTO content_experts (content_id, expert_id, role, position) VALUES (?, ?, ?, ?)",
  );
  return {
    content: (row: ContentInsert): number => Number(insert.run({ ...NONE, ...row }).lastInsertRowid),
    /** Tags the item with the field and the Gebiete above it (decision 026). */
    field: (contentId: number, fieldId: number) => {
      for (const id of withParents(fieldId)) field.run(contentId, id);
    },
    /** Tags an item on a curriculum topic: its field, the topic's further fields, their Gebiete. */
    topicFields(contentId: number, fieldId: number, topic: string) {
      const further = furtherFieldsOf(topic).flatMap((slug) => FIELDS.find((f) => f.slug === slug)?.id ?? []);
      for (const id of [fieldId, ...further]) this.field(contentId, id);
    },
    tag: (contentId: number, tagId: number) => tag.run(contentId, tagId),
    expert: (contentId: number, expertId: number, role: string, position: number) =>
      expert.run(contentId, expertId, role, position),
  };
}
