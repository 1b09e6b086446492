/**
 * Demo data for watching, on top of the generated catalogue: durations, chapters and
 * citations that fit the sample media, CODE and PAID items, activation codes, extra livestreams
 * (a long-running live one, past ones with and without a recording) and an event.
 */
import type { Db } from "../../db.ts";
import { createActivationStore } from "../../store/activation.ts";
import { sampleFor } from "../../watch/samples.ts";
import { berlinTime, contentInserter, CONTENT_FIELDS, mediaPath, type ContentInsert } from "./common.ts";
import { createRandom, type Random } from "./random.ts";
import { cmePoints } from "../../cme/accreditation.ts";
import { bankOf } from "../../cme/banks/index.ts";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Demo activation codes (server/README.md lists them). */
export const DEMO_CODES = {
  /** Multi-use, valid a year: opens two CODE videos and the CODE livestream, once per user. */
  multiUse: "FORTBILDUNG-2026",
  /** Multi-use, valid a year: opens the PAID videos. */
  paid: "KONGRESS-PASS",
  /** Single-use, already redeemed by arzt@example.com (answers USED). */
  used: "EINLADUNG-7Q2K",
  /** Single-use, not yet redeemed: opens the third CODE video for whoever is first. */
  singleUse: "EINMAL-4XK9",
  /** Expired 30 days before seeding. */
  expired: "HERBST-2025",
} as const;

/** Slugs the demo and the browser tests rely on. */
export const WATCH_SLUGS = {
  longLive: "dauerlivestream-kardiologie-update",
  codeLive: "exklusiv-livestream-praxisupdate",
  pastWithRecording: "rueckblick-herzinsuffizienz-update",
  recording: "aufzeichnung-herzinsuffizienz-update",
  pastWithoutRecording: "rueckblick-diabetes-sprechstunde",
  event: "herbstkongress-kardiologie",
  eventPast: "herbstkongress-eroeffnung",
  eventUpcoming: "herbstkongress-abschlussdiskussion",
} as const;

/**
 * The watching items accredited for CME (live with discussion): the topic whose bank their test
 * draws from and their scheduled length in minutes, which their points follow (decision 016).
 */
export const WATCH_CME: Partial<Record<string, { topic: string; minutes: number }>> = {
  [WATCH_SLUGS.longLive]: { topic: "Herzinsuffizienz", minutes: 90 },
  [WATCH_SLUGS.pastWithRecording]: { topic: "Herzinsuffizienz", minutes: 120 },
  [WATCH_SLUGS.eventPast]: { topic: "Vorhofflimmern", minutes: 90 },
  [WATCH_SLUGS.eventUpcoming]: { topic: "Hypercholesterinämie", minutes: 120 },
};

/**
 * The sources an item cites: its topic bank's guidelines, at moments inside its playable duration.
 * An item on a topic without a bank cites nothing (a guideline on another topic would mislead).
 */
export function citationsFor(r: Random, duration: number, topic: string | null): string | null {
  const sources = bankOf(topic)?.sources ?? [];
  if (sources.length === 0) return null;
  const times = sources.map(() => r.int(5, duration - 5)).sort((a, b) => a - b);
  return JSON.stringify(sources.map((source, i) => ({ ...source, start_seconds: times[i] })));
}

/** Every video and short gets its sample's real duration; videos its chapters and citations. */
function fitToSamples(db: Db, r: Random): void {
  const rows = db
    .prepare<[], { id: number; kind: string; cme_topic: string | null }>(
      "SELECT id, kind, cme_topic FROM contents WHERE kind IN ('VOD', 'SHORT') ORDER BY id",
    )
    .all();
  const update = db.prepare(
    "UPDATE contents SET duration_seconds = ?, chapters = ?, citations = ? WHERE id = ?",
  );
  for (const row of rows) {
    const sample = sampleFor(row.kind, row.id);
    const duration = sample.duration_seconds;
    if (row.kind === "SHORT") {
      update.run(duration, null, null, row.id);
      continue;
    }
    const chapters = sample.slides.map((s) => ({ title: s.title, start_seconds: s.start_seconds }));
    update.run(duration, JSON.stringify(chapters), citationsFor(r, duration, row.cme_topic), row.id);
  }
}

/**
 * Public videos without CME points, outside the first fields of the overview (the catalogue's tests
 * walk those expecting only PUBLIC, LOGIN and HWG), not featured.
 */
function pickGatedVods(db: Db, count: number): number[] {
  const collator = new Intl.Collator("de");
  const early = [...CONTENT_FIELDS]
    .sort((a, b) => collator.compare(a.label_de, b.label_de))
    .slice(0, 8)
    .map((f) => f.id);
  return db
    .prepare<[string], { id: number }>(
      `SELECT c.id FROM contents c WHERE c.kind = 'VOD' AND c.status = 'PUBLISHED' AND c.access = 'PUBLIC'
       AND c.cme_points = 0 AND c.id NOT IN (SELECT content_id FROM featured_contents)
       AND NOT EXISTS (SELECT 1 FROM content_fields cf WHERE cf.content_id = c.id
         AND cf.field_id IN (SELECT value FROM json_each(?)))
       ORDER BY c.published_at DESC, c.id LIMIT ${count}`,
    )
    .all(JSON.stringify(early))
    .map((row) => row.id);
}

export function seedWatching(db: Db, now: Date): void {
  const r = createRandom(20260501);
  fitToSamples(db, r);
  // CODE and PAID videos (picked before the items added below); their codes follow at the end.
  const [code1, code2, code3, code4, paid1, paid2, paid3] = pickGatedVods(db, 7);
  const setAccess = db.prepare("UPDATE contents SET access = ? WHERE id = ?");
  for (const id of [code1, code2, code3, code4]) if (id) setAccess.run("CODE", id);
  for (const id of [paid1, paid2, paid3]) if (id) setAccess.run("PAID", id);
  const ins = contentInserter(db);
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const cardiology = CONTENT_FIELDS.find((f) => f.slug === "kardiologie") ?? CONTENT_FIELDS[0];
  const channel =
    db.prepare<[], { id: number }>("SELECT id FROM channels WHERE slug = 'kardiologie-aktuell'").get()?.id ??
    null;
  const experts = db
    .prepare<[], { id: number }>("SELECT id FROM experts ORDER BY id LIMIT 3")
    .all()
    .map((row) => row.id);
  const tagOf = db.prepare<[string], { id: number }>("SELECT id FROM tags WHERE name = ?");
  const cme = (slug: string): Partial<ContentInsert> => {
    const accredited = WATCH_CME[slug];
    return accredited
      ? {
          cme_topic: accredited.topic,
          cme_nominal_minutes: accredited.minutes,
          cme_points: cmePoints(accredited.minutes),
        }
      : {};
  };

  const add = (row: Partial<ContentInsert> & Pick<ContentInsert, "kind" | "slug" | "title">): number => {
    const type = row.kind === "LIVESTREAM" ? "livestreams" : "vods";
    const id = ins.content({
      description: `${row.title}: Fortbildung mit Diskussion und Fragen aus dem Publikum.`,
      status: "PUBLISHED",
      access: "PUBLIC",
      vod_type: row.kind === "VOD" ? "VOD" : null,
      channel_id: channel,
      thumbnail_path: mediaPath(type, row.slug),
      published_at: at(-14 * DAY_MS),
      ...row,
    });
    if (cardiology) ins.field(id, cardiology.id);
    // Tagged with what it is about, as the catalogue's items are.
    const tag = row.cme_topic ? tagOf.get(row.cme_topic) : undefined;
    if (tag) ins.tag(id, tag.id);
    experts
      .slice(0, 2)
      .forEach((expert, i) =>
        ins.expert(id, expert, row.kind === "LIVESTREAM" ? (i === 0 ? "CHAIRMAN" : "SPEAKER") : "SPEAKER", i),
      );
    return id;
  };
  const livestream = (
    slug: string,
    title: string,
    starts: number,
    ends: number,
    extra: Partial<ContentInsert> = {},
  ) => add({ kind: "LIVESTREAM", slug, title, starts_at: at(starts), ends_at: at(ends), ...extra });

  livestream(
    WATCH_SLUGS.longLive,
    "Dauerlivestream Kardiologie: Herzinsuffizienz-Update rund um die Uhr",
    -10 * MINUTE_MS,
    30 * DAY_MS,
    cme(WATCH_SLUGS.longLive),
  );
  const codeLive = livestream(
    WATCH_SLUGS.codeLive,
    "Exklusiv-Livestream: Praxisupdate für Eingeladene",
    -20 * MINUTE_MS,
    30 * DAY_MS,
    { access: "CODE" },
  );

  // A past livestream with its recording, and one without.
  const recordingStart = -2 * DAY_MS;
  const recording = add({
    kind: "VOD",
    slug: WATCH_SLUGS.recording,
    title: "Aufzeichnung: Herzinsuffizienz-Update",
    published_at: at(recordingStart + 3 * HOUR_MS),
    cme_topic: "Herzinsuffizienz",
  });
  const sample = sampleFor("VOD", recording);
  db.prepare("UPDATE contents SET duration_seconds = ?, chapters = ?, citations = ? WHERE id = ?").run(
    sample.duration_seconds,
    JSON.stringify(sample.slides.map((s) => ({ title: s.title, start_seconds: s.start_seconds }))),
    citationsFor(r, sample.duration_seconds, "Herzinsuffizienz"),
    recording,
  );
  const past = livestream(
    WATCH_SLUGS.pastWithRecording,
    "Rückblick: Herzinsuffizienz-Update",
    recordingStart,
    recordingStart + 2 * HOUR_MS,
    cme(WATCH_SLUGS.pastWithRecording),
  );
  db.prepare("UPDATE contents SET recording_id = ? WHERE id = ?").run(recording, past);
  livestream(
    WATCH_SLUGS.pastWithoutRecording,
    "Rückblick: Diabetes-Sprechstunde",
    -3 * DAY_MS,
    -3 * DAY_MS + HOUR_MS,
  );

  // A three-day congress, live now (from yesterday to tomorrow, 09:00–17:00 in Berlin), with a
  // livestream that has just ended and the closing discussion tomorrow at 15:00 (its programme's last
  // slot, checkout.ts).
  const berlin = (days: number, hour: number) => berlinTime(new Date(now.getTime() + days * DAY_MS), hour);
  const closing = berlin(1, 15).getTime() - now.getTime();
  const event = Number(
    db
      .prepare(
        "INSERT INTO events (slug, title, description, starts_at, ends_at, thumbnail_path) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(
        WATCH_SLUGS.event,
        "Herbstkongress Kardiologie",
        "Drei Tage Kardiologie: Eröffnung, Fallkonferenzen und eine Abschlussdiskussion – live und zum Nachschauen.",
        berlin(-1, 9).toISOString(),
        berlin(1, 17).toISOString(),
        mediaPath("events", WATCH_SLUGS.event),
      ).lastInsertRowid,
  );
  livestream(
    WATCH_SLUGS.eventPast,
    "Herbstkongress: Keynote zum Vorhofflimmern",
    -2 * HOUR_MS,
    -30 * MINUTE_MS,
    cme(WATCH_SLUGS.eventPast),
  );
  livestream(
    WATCH_SLUGS.eventUpcoming,
    "Herbstkongress: Abschlussdiskussion zur Hypercholesterinämie",
    closing,
    closing + 2 * HOUR_MS,
    cme(WATCH_SLUGS.eventUpcoming),
  );
  db.prepare("UPDATE contents SET event_id = ? WHERE kind = 'LIVESTREAM' AND slug IN (?, ?)").run(
    event,
    WATCH_SLUGS.eventPast,
    WATCH_SLUGS.eventUpcoming,
  );

  // The codes.
  const ids = (...list: (number | undefined)[]) => list.filter((id): id is number => id !== undefined);
  const codes = createActivationStore(db);
  const year = at(365 * DAY_MS);
  codes.create(
    DEMO_CODES.multiUse,
    { multiUse: true, expiresAt: year, contentIds: ids(code1, code2, codeLive) },
    now,
  );
  codes.create(
    DEMO_CODES.paid,
    { multiUse: true, expiresAt: year, contentIds: ids(paid1, paid2, paid3) },
    now,
  );
  const used = codes.create(
    DEMO_CODES.used,
    { multiUse: false, expiresAt: year, contentIds: [codeLive] },
    now,
  );
  codes.create(DEMO_CODES.singleUse, { multiUse: false, expiresAt: year, contentIds: ids(code3) }, now);
  codes.create(
    DEMO_CODES.expired,
    { multiUse: true, expiresAt: at(-30 * DAY_MS), contentIds: ids(code4) },
    now,
  );

  // arzt@ redeemed the single-use invitation: the CODE livestream is open for him.
  const arzt = db.prepare<[], { id: number }>("SELECT id FROM users WHERE email = 'arzt@example.com'").get();
  if (arzt) {
    db.prepare("INSERT INTO code_redemptions (code_id, user_id, redeemed_at) VALUES (?, ?, ?)").run(
      used,
      arzt.id,
      at(-DAY_MS),
    );
    db.prepare(
      "INSERT INTO content_unlocks (user_id, content_id, code_id, unlocked_at) VALUES (?, ?, ?, ?)",
    ).run(arzt.id, codeLive, used, at(-DAY_MS));
  }
}
