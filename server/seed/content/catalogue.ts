/**
 * The demo catalogue, generated deterministically (seeded PRNG) relative to `now` from a curated
 * curriculum (curriculum.ts: each field's topics, each medicine with a condition it treats) and
 * word lists: channels 9-30 (1-8 come from seed/channels.ts), experts, tags, livestreams, VODs,
 * shorts, playlists, featured content, banners and landing pages. Titles are unique.
 */
import type { Db } from "../../db.ts";
import type { ContentModel } from "../../store/content.ts";
import { cmePoints } from "../../cme/accreditation.ts";
import { bankOf } from "../../cme/banks/index.ts";
import { CHANNELS } from "../channels.ts";
import { contentInserter, CONTENT_FIELDS, mediaPath, pickAccess } from "./common.ts";
import { createRandom, slugify, type Random } from "./random.ts";
import { curriculumTags, pickTheme } from "./curriculum.ts";
import * as w from "./words.ts";
import { indexSearch } from "./search-index.ts";
import { seedLandingPages } from "./landing-pages.ts";
import { seedWatching } from "./watching.ts";
import { nominalMinutes } from "./cme.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const CONTENT_COUNTS = {
  channels: 30,
  experts: 60,
  vods: 150,
  livestreams: 40,
  shorts: 40,
  playlists: 10,
} as const;

interface Ctx {
  db: Db;
  r: Random;
  now: Date;
  /** channel ids per field id */
  channelsByField: Map<number, number[]>;
  expertsByField: Map<number, number[]>;
  allExperts: number[];
  /** Tag ids by name: conditions, medicines and keywords. */
  tags: Map<string, number>;
  keywordTagIds: number[];
  /** Titles given so far: none twice. */
  titles: Set<string>;
  /** Items per kind and field so far: the field's topics take turns. */
  turns: Map<string, number>;
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
    const focus = pickTheme(r, main.slug, "OTHER", 2026).topic;
    const bio = `${title} ${name} arbeitet im Fachgebiet ${main.label_de} ${r.pick(w.PLACES)}. Schwerpunkt: ${focus}.`;
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

/** Tags: the curriculum's conditions and medicines, and the keywords. */
function seedTags(db: Db): { byName: Map<string, number>; keywordIds: number[] } {
  const insert = db.prepare("INSERT OR IGNORE INTO tags (slug, name, type) VALUES (?, ?, ?)");
  const { indications, ingredients } = curriculumTags();
  const rows: [string, string][] = [
    ...indications.map((n): [string, string] => [n, "INDICATION"]),
    ...ingredients.map((n): [string, string] => [n, "INGREDIENT"]),
    ...w.KEYWORDS.map((n): [string, string] => [n, "KEYWORD"]),
  ];
  for (const [name, type] of rows) insert.run(slugify(name), name, type);
  const all = db
    .prepare<[], { id: number; name: string; type: string }>("SELECT id, name, type FROM tags")
    .all();
  return {
    byName: new Map(all.map((tag) => [tag.name, tag.id])),
    keywordIds: all.filter((tag) => tag.type === "KEYWORD").map((tag) => tag.id),
  };
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
      // No website: the demo's supporters are named, not linked to an address made up for them.
      ctx.r
        .sample(w.SUPPORTERS, ctx.r.int(1, 2))
        .forEach((name, i) => supporter.run(channelId, name, ctx.r.pick(types), null, i));
    }
  }
}

/** One generated content item; answers its id. */
function makeItem(
  ctx: Ctx,
  ins: ReturnType<typeof contentInserter>,
  kind: ContentModel["kind"],
  index: number,
): number {
  const { r, now } = ctx;
  const field = CONTENT_FIELDS[index % CONTENT_FIELDS.length] ?? CONTENT_FIELDS[0];
  if (!field) throw new Error("no content fields");
  // Each kind walks through the field's topics from the first: the main topics have every kind.
  const turn = ctx.turns.get(`${kind}:${field.slug}`) ?? 0;
  ctx.turns.set(`${kind}:${field.slug}`, turn + 1);
  const theme = pickTheme(r, field.slug, kind === "SHORT" ? "SHORT" : "OTHER", now.getUTCFullYear(), {
    used: ctx.titles,
    turn,
  });
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
  // An "Update … {year}" is of the year it takes place or went online, not of the seeding day's.
  const title = theme.title.replace(
    String(now.getUTCFullYear()),
    String((starts ?? published).getUTCFullYear()),
  );
  const { description } = theme;
  const slug = `${slugify(title)}-${index + 1}`;
  // Only items on a topic with a question bank are accredited (decision 016); the roll picks the length.
  const roll = kind === "SHORT" ? 0 : r.chance(0.7) ? r.int(1, kind === "LIVESTREAM" ? 4 : 3) : 0;
  const bank = kind === "SHORT" ? undefined : bankOf(theme.topic);
  const nominal = bank ? nominalMinutes({ kind, elearning: isElearning, roll, starts, ends }) : null;
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
    cme_points: nominal ? cmePoints(nominal) : 0,
    cme_topic: bank?.topic ?? null,
    cme_nominal_minutes: nominal,
    media_url: `https://media.example.com/${type}/${slug}.m3u8`,
    thumbnail_path: mediaPath(type, slug),
    published_at: published.toISOString(),
  });
  ins.topicFields(id, field.id, theme.topic);
  // Tagged with what it is about: its condition and medicine, and a keyword or two.
  for (const name of [theme.topic, theme.drug]) {
    const tagId = name ? ctx.tags.get(name) : undefined;
    if (tagId) ins.tag(id, tagId);
  }
  for (const tagId of r.sample(ctx.keywordTagIds, r.int(1, 2))) ins.tag(id, tagId);
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
      description: `Ausgewählte Videos aus dem Fachgebiet ${field.label_de}, in sinnvoller Reihenfolge zusammengestellt.`,
      status: "PUBLISHED",
      access: "PUBLIC",
      vod_type: null,
      channel_id: ctx.channelsByField.get(field.id)?.[0] ?? null,
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
  const insertBanner = ctx.db.prepare(`INSERT INTO marketing_banners (title, text, link_url, link_label,
    title_en, text_en, link_label_en, image_path, priority, starts_at, ends_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // German, then English: the API answers the page's language (Accept-Language).
  const banner = {
    run: (
      [title, text, linkUrl, linkLabel]: [string, string, string, string],
      [titleEn, textEn, linkLabelEn]: [string, string, string],
      image: string,
      priority: number,
      starts: string,
      ends: string,
    ) =>
      insertBanner.run(
        title,
        text,
        linkUrl,
        linkLabel,
        titleEn,
        textEn,
        linkLabelEn,
        image,
        priority,
        starts,
        ends,
      ),
  };
  const from = new Date(ctx.now.getTime() - 30 * DAY_MS).toISOString();
  const to = new Date(ctx.now.getTime() + 60 * DAY_MS).toISOString();
  banner.run(
    [
      "Jetzt CME-Punkte sammeln",
      "Zertifizierte Fortbildungen mit Lernerfolgskontrolle – kostenlos für Fachkreise.",
      "/cme-fortbildungen",
      "Zu den Fortbildungen",
    ],
    [
      "Earn CME points now",
      "Certified courses with a learning assessment – free for healthcare professionals.",
      "To the courses",
    ],
    mediaPath("banners", "cme"),
    0,
    from,
    to,
  );
  banner.run(
    [
      "Neu: Expanda-Seminare",
      "Intensivseminare mit Zertifikat, live und vor Ort.",
      "/expanda",
      "Seminare ansehen",
    ],
    ["New: Expanda seminars", "Intensive seminars with a certificate, live and on site.", "View seminars"],
    mediaPath("banners", "seminare"),
    1,
    from,
    to,
  );
  banner.run(
    ["Doctupus-Tutorials", "Kurze Anleitungen für den Praxisalltag.", "/doctupus", "Tutorials entdecken"],
    ["Doctupus tutorials", "Short guides for everyday practice.", "Discover tutorials"],
    mediaPath("banners", "tutorials"),
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
  const tags = seedTags(db);
  const ctx: Ctx = {
    db,
    r,
    now,
    channelsByField,
    expertsByField: experts.byField,
    allExperts: experts.all,
    tags: tags.byName,
    keywordTagIds: tags.keywordIds,
    titles: new Set(),
    turns: new Map(),
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
