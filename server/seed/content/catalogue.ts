/**
 * The demo catalogue, generated deterministically from word lists (seeded PRNG) relative to `now`:
 * channels 9-30 (1-8 come from seed/channels.ts), experts, tags, livestreams, VODs, shorts,
 * playlists, featured content, banners and landing pages.
 */
import type { Db } from "../../db.ts";
import { CHANNELS } from "../channels.ts";
import { FIELDS } from "../fields.ts";
import { createRandom, slugify, type Random } from "./random.ts";
import * as w from "./words.ts";
import { indexSearch } from "./search-index.ts";
import { seedLandingPages } from "./landing-pages.ts";
import { seedWatching } from "./watching.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const CONTENT_COUNTS = {
  channels: 30,
  experts: 60,
  tags: 150,
  vods: 150,
  livestreams: 40,
  shorts: 40,
  playlists: 10,
} as const;

/** Fields that carry content: relevant and not merged into another field. */
export const CONTENT_FIELDS = FIELDS.filter((f) => f.relevant && f.mappedId === null);

export const topicsOf = (fieldSlug: string, label: string): string[] =>
  w.TOPICS[fieldSlug] ?? [label, `${label} im Alltag`, `Neues aus der ${label}`];

export const mediaPath = (type: string, slug: string): string => `/media/${type}/${slug}.svg`;

export function fillTemplate(template: string, r: Random, topic: string, year: number): string {
  return template
    .replace("{topic}", topic)
    .replace("{year}", String(year))
    .replace("{society}", r.pick(w.SOCIETIES))
    .replace("{congress}", r.pick(w.CONGRESSES))
    .replace("{patient}", r.pick(w.PATIENTS))
    .replace("{ingredient}", r.pick(w.INGREDIENTS))
    .replace("{expert}", "unsere Expertinnen und Experten");
}

/** Roughly 70 % public, 20 % login, 10 % HWG. */
export const pickAccess = (r: Random): string => {
  const x = r.next();
  return x < 0.7 ? "PUBLIC" : x < 0.9 ? "LOGIN" : "HWG";
};

export interface ContentInsert {
  kind: string;
  slug: string;
  title: string;
  description: string;
  status: string;
  access: string;
  vod_type: string | null;
  channel_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  duration_seconds: number | null;
  chapters: string | null;
  cme_points: number;
  media_url: string | null;
  thumbnail_path: string;
  published_at: string;
}

export function contentInserter(db: Db) {
  const insert = db.prepare<ContentInsert>(`INSERT INTO contents (kind, slug, title, description, status,
    access, vod_type, channel_id, starts_at, ends_at, duration_seconds, chapters, cme_points, media_url,
    thumbnail_path, published_at) VALUES (@kind, @slug, @title, @description, @status, @access, @vod_type,
    @channel_id, @starts_at, @ends_at, @duration_seconds, @chapters, @cme_points, @media_url,
    @thumbnail_path, @published_at)`);
  const field = db.prepare("INSERT OR IGNORE INTO content_fields (content_id, field_id) VALUES (?, ?)");
  const tag = db.prepare("INSERT OR IGNORE INTO content_tags (content_id, tag_id) VALUES (?, ?)");
  const expert = db.prepare(
    "INSERT OR IGNORE INTO content_experts (content_id, expert_id, role, position) VALUES (?, ?, ?, ?)",
  );
  return {
    content: (row: ContentInsert): number => Number(insert.run(row).lastInsertRowid),
    field: (contentId: number, fieldId: number) => field.run(contentId, fieldId),
    tag: (contentId: number, tagId: number) => tag.run(contentId, tagId),
    expert: (contentId: number, expertId: number, role: string, position: number) =>
      expert.run(contentId, expertId, role, position),
  };
}

interface Ctx {
  db: Db;
  r: Random;
  now: Date;
  /** channel ids per field id */
  channelsByField: Map<number, number[]>;
  expertsByField: Map<number, number[]>;
  allExperts: number[];
  tagIds: number[];
}

function seedChannels(db: Db, r: Random, now: string): Map<number, number[]> {
  const insert = db.prepare(`INSERT OR IGNORE INTO channels (id, name, slug, description, primary_field_id,
    thumbnail_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const byField = new Map<number, number[]>();
  const add = (fieldId: number, id: number) => byField.set(fieldId, [...(byField.get(fieldId) ?? []), id]);
  for (const c of CHANNELS) add(c.primaryFieldId, c.id);
  const taken = new Set(CHANNELS.map((c) => c.primaryFieldId));
  const free = CONTENT_FIELDS.filter((f) => !taken.has(f.id));
  for (let id = CHANNELS.length + 1; id <= CONTENT_COUNTS.channels; id++) {
    const field = free[(id - CHANNELS.length - 1) % free.length] ?? CONTENT_FIELDS[0];
    if (!field) break;
    const name = `${field.label_de} ${r.pick(w.CHANNEL_SUFFIXES)}`;
    const slug = slugify(name);
    const description = `Fortbildung, Fallbesprechungen und Expertenwissen rund um die ${field.label_de} – von Leitlinien bis zum Praxistipp.`;
    insert.run(id, name, slug, description, field.id, mediaPath("channels", slug), now);
    add(field.id, id);
  }
  return byField;
}

function seedExperts(db: Db, r: Random): { byField: Map<number, number[]>; all: number[] } {
  const insert = db.prepare(
    "INSERT INTO experts (slug, name, title, short_bio, photo_path) VALUES (?, ?, ?, ?, ?)",
  );
  const field = db.prepare("INSERT OR IGNORE INTO expert_fields (expert_id, field_id) VALUES (?, ?)");
  const byField = new Map<number, number[]>();
  const all: number[] = [];
  const used = new Set<string>();
  for (let i = 0; i < CONTENT_COUNTS.experts; i++) {
    let name = "";
    do name = `${r.pick(w.FIRST_NAMES)} ${r.pick(w.LAST_NAMES)}`;
    while (used.has(name));
    used.add(name);
    const title = r.pick(w.EXPERT_TITLES);
    const main = CONTENT_FIELDS[i % CONTENT_FIELDS.length] ?? CONTENT_FIELDS[0];
    if (!main) break;
    const slug = slugify(name);
    const bio = `${title} ${name} ist Fachärztin/Facharzt für ${main.label_de} an ${r.pick(w.PLACES)} und forscht zu ${r.pick(topicsOf(main.slug, main.label_de))}.`;
    const id = Number(insert.run(slug, name, title, bio, mediaPath("experts", slug)).lastInsertRowid);
    all.push(id);
    const fields = [main.id, ...(r.chance(0.4) ? [r.pick(CONTENT_FIELDS).id] : [])];
    for (const f of fields) {
      field.run(id, f);
      byField.set(f, [...(byField.get(f) ?? []), id]);
    }
  }
  return { byField, all };
}

function seedTags(db: Db): number[] {
  const insert = db.prepare("INSERT OR IGNORE INTO tags (slug, name, type) VALUES (?, ?, ?)");
  const rows: [string, string][] = [
    ...w.INDICATIONS.map((n): [string, string] => [n, "INDICATION"]),
    ...w.INGREDIENTS.map((n): [string, string] => [n, "INGREDIENT"]),
    ...w.KEYWORDS.map((n): [string, string] => [n, "KEYWORD"]),
  ];
  for (const [name, type] of rows.slice(0, CONTENT_COUNTS.tags)) insert.run(slugify(name), name, type);
  return db
    .prepare<[], { id: number }>("SELECT id FROM tags ORDER BY id")
    .all()
    .map((row) => row.id);
}

function seedChannelPeople(ctx: Ctx): void {
  const expert = ctx.db.prepare(
    "INSERT OR IGNORE INTO channel_experts (channel_id, expert_id, role, position) VALUES (?, ?, ?, ?)",
  );
  const supporter = ctx.db.prepare(
    "INSERT INTO channel_supporters (channel_id, name, type, url, position) VALUES (?, ?, ?, ?, ?)",
  );
  const types = [
    "SPONSOR",
    "PATRON",
    "EDUCATION_PARTNER",
    "MEDIA_PARTNER",
    "COOP_PARTNER",
    "ORGANIZER",
    "EVENT_PARTNER",
  ];
  for (const [fieldId, channels] of ctx.channelsByField) {
    for (const channelId of channels) {
      const pool = ctx.expertsByField.get(fieldId) ?? ctx.allExperts;
      ctx.r
        .sample(pool, 3)
        .forEach((id, i) =>
          expert.run(
            channelId,
            id,
            i === 0 ? "SCIENTIFIC_BOARD" : ctx.r.pick(["SCIENTIFIC_BOARD", "SCIENTIFIC_ADVISER"]),
            i,
          ),
        );
      ctx.r
        .sample(w.SUPPORTERS, ctx.r.int(1, 2))
        .forEach((name, i) =>
          supporter.run(channelId, name, ctx.r.pick(types), `https://www.example.com/${slugify(name)}`, i),
        );
    }
  }
}

/** One generated content item; answers its id. */
function makeItem(ctx: Ctx, ins: ReturnType<typeof contentInserter>, kind: string, index: number): number {
  const { r, now } = ctx;
  const field = CONTENT_FIELDS[index % CONTENT_FIELDS.length] ?? CONTENT_FIELDS[0];
  if (!field) throw new Error("no content fields");
  const topic = r.pick(topicsOf(field.slug, field.label_de));
  const year = now.getUTCFullYear();
  const title =
    kind === "SHORT"
      ? `${topic} in 90 Sekunden: ${r.pick(["Der Praxistipp", "Das Wichtigste", "Drei Fakten", "Merksatz"])}`
      : fillTemplate(r.pick(w.TITLE_TEMPLATES), r, topic, year);
  const slug = `${slugify(title)}-${index + 1}`;
  const description = fillTemplate(r.pick(w.DESCRIPTION_TEMPLATES), r, topic, year);
  const channels = ctx.channelsByField.get(field.id) ?? [];
  const type = kind === "LIVESTREAM" ? "livestreams" : kind === "VOD" ? "vods" : "shorts";
  let starts: Date | null = null;
  let ends: Date | null = null;
  if (kind === "LIVESTREAM") {
    // 40 livestreams over the past and next eight weeks; the first three are live right now.
    const offsetDays = index < 3 ? 0 : Math.round(-56 + (112 * (index - 3)) / 36);
    starts =
      index < 3
        ? new Date(now.getTime() - (index + 1) * 15 * 60 * 1000)
        : new Date(
            Math.floor((now.getTime() + offsetDays * DAY_MS) / HOUR_MS) * HOUR_MS + r.int(-2, 3) * HOUR_MS,
          );
    ends = new Date(starts.getTime() + (index < 3 ? 2 : r.pick([1, 1.5, 2])) * HOUR_MS);
  }
  const isElearning = kind === "VOD" && r.chance(0.25);
  const duration = kind === "SHORT" ? r.int(45, 120) : kind === "VOD" ? r.int(15, 90) * 60 : null;
  const chapters =
    kind === "VOD" && duration
      ? JSON.stringify(
          ["Einführung", "Pathophysiologie", "Diagnostik", "Therapie", "Fallbeispiel", "Fazit"]
            .slice(0, r.int(3, 6))
            .map((t, i, list) => ({ title: t, start_seconds: Math.floor((duration * i) / list.length) })),
        )
      : null;
  const published = starts
    ? new Date(Math.min(starts.getTime(), now.getTime()) - 14 * DAY_MS)
    : new Date(now.getTime() - r.int(0, 365) * DAY_MS - r.int(0, 23) * HOUR_MS);
  const cme = kind === "SHORT" ? 0 : r.chance(0.7) ? r.int(1, kind === "LIVESTREAM" ? 4 : 3) : 0;
  const id = ins.content({
    kind,
    slug,
    title,
    description,
    status: index % 17 === 5 ? "DRAFT" : "PUBLISHED",
    access: index % 17 === 5 ? "PUBLIC" : pickAccess(r),
    vod_type: kind === "VOD" ? (isElearning ? "E_LEARNING" : "VOD") : null,
    channel_id: channels.length > 0 && r.chance(0.85) ? r.pick(channels) : null,
    starts_at: starts?.toISOString() ?? null,
    ends_at: ends?.toISOString() ?? null,
    duration_seconds: duration,
    chapters,
    cme_points: cme,
    media_url: `https://media.example.com/${type}/${slug}.m3u8`,
    thumbnail_path: mediaPath(type, slug),
    published_at: published.toISOString(),
  });
  ins.field(id, field.id);
  if (r.chance(0.2)) ins.field(id, r.pick(CONTENT_FIELDS).id);
  for (const tagId of r.sample(ctx.tagIds, r.int(2, 4))) ins.tag(id, tagId);
  const pool = ctx.expertsByField.get(field.id) ?? ctx.allExperts;
  const roles =
    kind === "LIVESTREAM" ? ["CHAIRMAN", "SPEAKER", "MODERATOR"] : ["SPEAKER", "SCIENTIFIC_BOARD"];
  if (kind !== "SHORT" || r.chance(0.5)) {
    r.sample(pool, r.int(1, 3)).forEach((expertId, i) => ins.expert(id, expertId, roles[i] ?? "SPEAKER", i));
  }
  return id;
}

function seedPlaylists(ctx: Ctx, ins: ReturnType<typeof contentInserter>): void {
  const items = ctx.db.prepare(
    "INSERT INTO playlist_items (playlist_id, content_id, position) VALUES (?, ?, ?)",
  );
  const pick = ctx.db.prepare<[number], { id: number }>(`SELECT c.id FROM contents c
    JOIN content_fields cf ON cf.content_id = c.id WHERE cf.field_id = ? AND c.kind = 'VOD'
    AND c.status = 'PUBLISHED' ORDER BY c.id LIMIT 6`);
  for (let i = 0; i < CONTENT_COUNTS.playlists; i++) {
    const field = CONTENT_FIELDS[i] ?? CONTENT_FIELDS[0];
    if (!field) break;
    const title = `Lernpfad ${field.label_de}: ${ctx.r.pick(["Die Grundlagen", "Für Fortgeschrittene", "Das Update"])}`;
    const slug = slugify(title);
    const id = ins.content({
      kind: "PLAYLIST",
      slug,
      title,
      description: `Ausgewählte Videos zur ${field.label_de}, in sinnvoller Reihenfolge zusammengestellt.`,
      status: "PUBLISHED",
      access: "PUBLIC",
      vod_type: null,
      channel_id: ctx.channelsByField.get(field.id)?.[0] ?? null,
      starts_at: null,
      ends_at: null,
      duration_seconds: null,
      chapters: null,
      cme_points: 0,
      media_url: null,
      thumbnail_path: mediaPath("playlists", slug),
      published_at: new Date(ctx.now.getTime() - i * DAY_MS).toISOString(),
    });
    ins.field(id, field.id);
    pick.all(field.id).forEach((row, position) => items.run(id, row.id, position));
  }
}

function seedFeaturedAndBanners(ctx: Ctx): void {
  const vods = ctx.db
    .prepare<[], { id: number }>(
      "SELECT id FROM contents WHERE kind = 'VOD' AND status = 'PUBLISHED' ORDER BY id LIMIT 6",
    )
    .all();
  const featured = ctx.db.prepare(
    "INSERT INTO featured_contents (content_id, priority, position) VALUES (?, ?, ?)",
  );
  [2, 2, 3, 3, 5, 5].forEach((priority, i) => {
    const row = vods[i];
    if (row) featured.run(row.id, priority, i);
  });
  const banner = ctx.db.prepare(`INSERT INTO marketing_banners (title, text, link_url, link_label, image_path,
    priority, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const from = new Date(ctx.now.getTime() - 30 * DAY_MS).toISOString();
  const to = new Date(ctx.now.getTime() + 60 * DAY_MS).toISOString();
  banner.run(
    "Jetzt CME-Punkte sammeln",
    "Über 100 zertifizierte Fortbildungen – kostenlos für Fachkreise.",
    "/cme-fortbildungen",
    "Zu den Fortbildungen",
    mediaPath("banners", "1"),
    0,
    from,
    to,
  );
  banner.run(
    "Neu: Expanda-Seminare",
    "Intensivseminare mit Zertifikat, live und vor Ort.",
    "/expanda",
    "Seminare ansehen",
    mediaPath("banners", "2"),
    1,
    from,
    to,
  );
  banner.run(
    "Doctupus-Tutorials",
    "Kurze Anleitungen für den Praxisalltag.",
    "/doctupus",
    "Tutorials entdecken",
    mediaPath("banners", "3"),
    2,
    from,
    to,
  );
}

/** Seeds the whole demo catalogue in the caller's transaction. */
export function seedCatalogue(db: Db, now: Date): void {
  const r = createRandom(20260401);
  const channelsByField = seedChannels(db, r, now.toISOString());
  const experts = seedExperts(db, r);
  const ctx: Ctx = {
    db,
    r,
    now,
    channelsByField,
    expertsByField: experts.byField,
    allExperts: experts.all,
    tagIds: seedTags(db),
  };
  seedChannelPeople(ctx);
  const ins = contentInserter(db);
  for (let i = 0; i < CONTENT_COUNTS.livestreams; i++) makeItem(ctx, ins, "LIVESTREAM", i);
  for (let i = 0; i < CONTENT_COUNTS.vods; i++) makeItem(ctx, ins, "VOD", i);
  for (let i = 0; i < CONTENT_COUNTS.shorts; i++) makeItem(ctx, ins, "SHORT", i);
  seedPlaylists(ctx, ins);
  seedFeaturedAndBanners(ctx);
  seedLandingPages(db);
  seedWatching(db, now);
  indexSearch(db);
}
