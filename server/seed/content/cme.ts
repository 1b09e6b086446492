import type { Db } from "../../db.ts";
import {
  categoryOf,
  cmePoints,
  DEMO_THRESHOLD_MINUTES,
  eaccmeCode,
  ebapCode,
  thresholdMinutes,
  vnr,
} from "../../cme/accreditation.ts";
import { bankOf, TOPIC_BANKS } from "../../cme/banks/index.ts";
import { AUTHORITIES, QUESTIONS_PER_ATTEMPT } from "../../cme/rules.ts";
import { certificateNumber, type Drawn } from "../../store/cme.ts";
import { createRandom, type Random } from "./random.ts";
import { citationsFor, WATCH_CME, WATCH_SLUGS } from "./watching.ts";
import { INDUSTRY_SUPPORTERS } from "./words.ts";

// CME demo data (decision 016): the topic banks' questions, the accreditation of every item
// on a topic with a bank, the demo items, and certificates in every status for arzt@example.com,
// relative to the seeding day.

const DAY_MS = 24 * 60 * 60 * 1000;
const CHAMBERS = Object.keys(AUTHORITIES).filter((code) => code !== "EACCME" && code !== "EBAP");

/**
 * Demo items besides the long-running live stream: one public video on each of these topics (a
 * German chamber's, another chamber's and the EBAP's accreditation in the demo seed).
 */
export const DEMO_TOPICS = ["Herzinsuffizienz", "Mammakarzinom", "COPD"] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The accredited length of an item in minutes: a livestream's scheduled time, a video 45, 60 or 90
 * minutes, an e-learning module 90 to 180 (`roll` picks one).
 */
export function nominalMinutes(item: {
  kind: string;
  elearning: boolean;
  roll: number;
  starts: Date | null;
  ends: Date | null;
}): number {
  if (item.kind === "LIVESTREAM" && item.starts && item.ends) {
    return Math.round((item.ends.getTime() - item.starts.getTime()) / 60_000);
  }
  const lengths = item.elearning ? [90, 135, 180] : [45, 60, 90];
  return lengths[item.roll % lengths.length] ?? 45;
}

/**
 * The one place the banks' questions are stored (every start, so a database follows the banks): each
 * question of each bank once, its options shuffled (the correct one anywhere); a question whose
 * options changed is stored anew, one no bank has any more is removed.
 */
export function seedBanks(db: Db, r: Random = createRandom(1213)): void {
  const stored = db.prepare<[string], { id: number; text: string; options: string; correct: number }>(
    "SELECT id, text, options, correct FROM cme_questions WHERE topic = ?",
  );
  const insert = db.prepare("INSERT INTO cme_questions (topic, text, options, correct) VALUES (?, ?, ?, ?)");
  const update = db.prepare("UPDATE cme_questions SET options = ?, correct = ? WHERE id = ?");
  const remove = db.prepare("DELETE FROM cme_questions WHERE id = ?");
  for (const bank of TOPIC_BANKS) {
    const have = new Map(stored.all(bank.topic).map((row) => [row.text, row]));
    for (const question of bank.questions) {
      const order = r.sample([0, 1, 2, 3, 4], 5);
      const options = order.map((i) => question.options[i]);
      const row = have.get(question.text);
      have.delete(question.text);
      if (!row) insert.run(bank.topic, question.text, JSON.stringify(options), order.indexOf(0));
      else {
        const old = JSON.parse(row.options) as string[];
        const same =
          old[row.correct] === question.options[0] &&
          [...old].sort().join("\n") === [...question.options].sort().join("\n");
        if (!same) update.run(JSON.stringify(options), order.indexOf(0), row.id);
      }
    }
    for (const gone of have.values()) remove.run(gone.id);
  }
}

/** The event number an authority gives an item accredited in `year`: a chamber's VNR, the EBAP's or EACCME's code. */
const eventNumber = (authority: string, year: number, id: number): string =>
  authority === "EBAP"
    ? ebapCode(year, id)
    : authority === "EACCME"
      ? eaccmeCode(year, id)
      : vnr(CHAMBERS.indexOf(authority), year, id);

/**
 * Accredits every item with points that has no accreditation yet (also the 100,000-item seed): only
 * items on a topic with a bank have points. Pneumology items may be accredited by the EBAP, live
 * items without an industry supporter by the EACCME (which accredits no industry-influenced event;
 * an event's supporters are seeded later, so no item of an event), the others by a German chamber;
 * each with its kind of event number.
 */
export function accreditCmeItems(db: Db, now: Date, r: Random = createRandom(1212)): number[] {
  const items = db
    .prepare<
      [string],
      {
        id: number;
        kind: string;
        cme_topic: string;
        cme_nominal_minutes: number;
        published_at: string;
        starts_at: string | null;
        industry: number;
      }
    >(
      `SELECT id, kind, cme_topic, cme_nominal_minutes, published_at, starts_at,
         c.event_id IS NOT NULL OR EXISTS (SELECT 1 FROM channel_supporters s WHERE s.channel_id = c.channel_id
           AND s.name IN (SELECT value FROM json_each(?))) AS industry
       FROM contents c WHERE cme_points > 0 AND cme_topic IS NOT NULL AND cme_nominal_minutes IS NOT NULL
         AND kind IN ('VOD', 'LIVESTREAM') AND cme_vnr IS NULL ORDER BY id`,
    )
    .all(JSON.stringify(INDUSTRY_SUPPORTERS));
  const update = db.prepare(`UPDATE contents SET cme_vnr = @vnr, cme_authority = @authority,
    cme_valid_from = @from, cme_valid_to = @to, cme_threshold_minutes = @threshold, cme_processing_days = @days
    WHERE id = @id`);
  for (const item of items) {
    // Accredited before it went online (or was announced), for two years.
    const start = new Date(
      Math.min(
        Date.parse(item.starts_at ?? item.published_at),
        Date.parse(item.published_at),
        now.getTime(),
      ) -
        30 * DAY_MS,
    );
    const roll = r.next();
    const pneumology = bankOf(item.cme_topic)?.field === "pneumologie";
    const authority =
      pneumology && roll < 0.5
        ? "EBAP"
        : categoryOf(item.kind) === "A" && !item.industry && roll < 0.3
          ? "EACCME"
          : r.pick(CHAMBERS);
    update.run({
      id: item.id,
      vnr: eventNumber(authority, start.getUTCFullYear(), item.id),
      authority,
      from: day(start),
      to: day(new Date(start.getTime() + 365 * DAY_MS * 2)),
      threshold: thresholdMinutes(item.cme_nominal_minutes),
      days: r.int(3, 14),
    });
  }
  return items.map((item) => item.id);
}

/**
 * The demo items (README): the long-running live stream and a public video on each DEMO_TOPICS
 * topic get a 1-minute threshold, so the whole flow can be tried with the short sample media.
 */
function markDemoItems(db: Db): void {
  const video = db.prepare<[string], { id: number }>(
    `SELECT id FROM contents WHERE kind = 'VOD' AND vod_type = 'VOD' AND status = 'PUBLISHED'
     AND access = 'PUBLIC' AND cme_topic = ? AND cme_vnr IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const live = db.prepare<[string], { id: number }>(
    "SELECT id FROM contents WHERE slug = ? AND cme_vnr IS NOT NULL",
  );
  const mark = db.prepare("UPDATE contents SET cme_demo = 1, cme_threshold_minutes = ? WHERE id = ?");
  const ids = [live.get(WATCH_SLUGS.longLive), ...DEMO_TOPICS.map((topic) => video.get(topic))];
  for (const row of ids) if (row) mark.run(DEMO_THRESHOLD_MINUTES, row.id);
}

/** One item whose accreditation has expired (its publication inside the period): its test is closed. */
function expireOne(db: Db, now: Date): void {
  const item = db
    .prepare<[string], { id: number; published_at: string }>(
      `SELECT id, published_at FROM contents WHERE kind = 'VOD' AND status = 'PUBLISHED' AND access = 'PUBLIC'
       AND cme_vnr IS NOT NULL AND cme_demo = 0 AND published_at < ? ORDER BY id DESC LIMIT 1`,
    )
    .get(new Date(now.getTime() - 60 * DAY_MS).toISOString());
  if (!item) return;
  db.prepare("UPDATE contents SET cme_valid_from = ?, cme_valid_to = ? WHERE id = ?").run(
    day(new Date(Date.parse(item.published_at) - 30 * DAY_MS)),
    day(new Date(now.getTime() - 35 * DAY_MS)),
    item.id,
  );
}

type CertificateItem = {
  id: number;
  kind: string;
  title: string;
  cme_topic: string;
  cme_points: number;
  cme_vnr: string;
  cme_authority: string;
  cme_threshold_minutes: number;
  duration_seconds: number | null;
  published_at: string;
};

/**
 * A passed attempt as the API would have stored it: ten questions of the item's bank, each with its
 * options shuffled under opaque ids, all answered right but one (9 of 10).
 */
function passedAttempt(
  db: Db,
  r: Random,
  topic: string,
): { drawn: Drawn[]; answers: Record<string, number> } {
  const pool = db
    .prepare<[string], { id: number; correct: number }>(
      "SELECT id, correct FROM cme_questions WHERE topic = ?",
    )
    .all(topic);
  const drawn: Drawn[] = [];
  const answers: Record<string, number> = {};
  r.sample(pool, QUESTIONS_PER_ATTEMPT).forEach((question, index) => {
    const order = r.sample([0, 1, 2, 3, 4], 5);
    drawn.push({
      question: question.id,
      order,
      ids: order.map(() => r.int(36 ** 7, 36 ** 8 - 1).toString(36)),
    });
    answers[String(question.id)] = index === 0 ? (question.correct + 1) % 5 : question.correct;
  });
  return { drawn, answers };
}

/** arzt@example.com: certificates in every status, so a newcomer sees the whole lifecycle. */
function seedDemoCertificates(db: Db, now: Date, r: Random): void {
  const user = db
    .prepare<[], { id: number; first_name: string; last_name: string; efn: string | null }>(
      "SELECT id, first_name, last_name, efn FROM users WHERE email = 'arzt@example.com'",
    )
    .get();
  if (!user) return;
  if (db.prepare("SELECT 1 FROM cme_certificates WHERE user_id = ?").get(user.id)) return;
  // Real courses, oldest first; not the demo items (whose flow a newcomer tries) nor an expired one.
  const items = db
    .prepare<[string], CertificateItem>(
      `SELECT id, kind, title, cme_topic, cme_points, cme_vnr, cme_authority, cme_threshold_minutes,
         duration_seconds, published_at FROM contents
       WHERE kind = 'VOD' AND status = 'PUBLISHED' AND access IN ('PUBLIC', 'LOGIN') AND cme_vnr IS NOT NULL
         AND cme_demo = 0 AND cme_valid_to >= ? ORDER BY published_at, id`,
    )
    .all(day(now));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const plan: {
    status: string;
    issued: number;
    requested?: number;
    pending?: number;
    accredited?: number;
    days: number;
  }[] = [
    // Last year's: the list and the points account have two years.
    { status: "ACCREDITED", issued: 400, requested: 400, pending: 390, accredited: 389, days: 10 },
    { status: "ACCREDITED", issued: 60, requested: 59, pending: 52, accredited: 51, days: 7 },
    // Reached the chamber today; released tomorrow (the demo moves on with time).
    { status: "RELEASE_PENDING", issued: 8, requested: 7, pending: 0, days: 7 },
    { status: "REQUESTED", issued: 2, requested: 1, days: 14 },
    { status: "TO_BE_REQUESTED", issued: 1, days: 7 },
  ];
  const attempt =
    db.prepare(`INSERT INTO cme_attempts (user_id, content_id, topic, drawn, answers, started_at, submitted_at, score)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const certificate =
    db.prepare(`INSERT INTO cme_certificates (number, user_id, content_id, type, status, requester,
      full_name, efn, content_title, points, category, vnr, authority, processing_days, attempt_id, issued_at,
      requested_at, release_pending_at, accredited_at)
    VALUES (?, ?, ?, 'VOD', ?, 'PLATFORM', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const watched =
    db.prepare(`INSERT INTO watch_progress (user_id, content_id, position_seconds, max_position_seconds,
      updated_at, watched_seconds, reported_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  // A course went online before its certificate: an old one is moved back when none is old enough,
  // with the accreditation (and its number's year) of its new date. Not one whose title names a year
  // ("Update Vorhofflimmern 2026" cannot have gone online a year earlier).
  const backdate = db.prepare(
    "UPDATE contents SET published_at = ?, cme_valid_from = ?, cme_valid_to = ?, cme_vnr = ? WHERE id = ?",
  );
  const namesYear = (title: string) => /\b(19|20)\d\d\b/.test(title);
  const unused = [...items];
  for (const step of plan) {
    const latest = now.getTime() - (step.issued + 7) * DAY_MS;
    const index = unused.findIndex((item) => Date.parse(item.published_at) <= latest);
    const fallback = Math.max(
      unused.findIndex((item) => !namesYear(item.title)),
      0,
    );
    const [item] = unused.splice(index >= 0 ? index : fallback, 1);
    if (!item) break;
    if (index < 0) {
      const published = new Date(now.getTime() - (step.issued + 21) * DAY_MS);
      const from = new Date(published.getTime() - 30 * DAY_MS);
      item.cme_vnr = eventNumber(item.cme_authority, from.getUTCFullYear(), item.id);
      backdate.run(
        published.toISOString(),
        day(from),
        day(new Date(from.getTime() + 2 * 365 * DAY_MS)),
        item.cme_vnr,
        item.id,
      );
    }
    const issued = ago(step.issued);
    const started = new Date(Date.parse(issued) - 20 * 60_000).toISOString();
    const seconds = item.cme_threshold_minutes * 60;
    const position = item.duration_seconds ?? 0;
    watched.run(user.id, item.id, position, position, started, seconds, started);
    const { drawn, answers } = passedAttempt(db, r, item.cme_topic);
    const { lastInsertRowid } = attempt.run(
      user.id,
      item.id,
      item.cme_topic,
      JSON.stringify(drawn),
      JSON.stringify(answers),
      started,
      issued,
      QUESTIONS_PER_ATTEMPT - 1,
    );
    certificate.run(
      certificateNumber(new Date(issued)),
      user.id,
      item.id,
      step.status,
      `${user.first_name} ${user.last_name}`,
      user.efn,
      item.title,
      item.cme_points,
      categoryOf(item.kind),
      item.cme_vnr,
      item.cme_authority,
      step.days,
      lastInsertRowid,
      issued,
      step.requested === undefined ? null : ago(step.requested),
      step.pending === undefined ? null : ago(step.pending),
      step.accredited === undefined ? null : ago(step.accredited),
    );
  }
  db.prepare("UPDATE users SET cme_cycle_start = ? WHERE id = ?").run(
    `${now.getUTCFullYear() - 2}-01-01`,
    user.id,
  );
}

/**
 * A database seeded before the topic banks (each item had a pool copied from one general bank and
 * cited random sources): every video and livestream takes the topic its tags name (the watching
 * items theirs, WATCH_CME), videos cite their topic's sources, and each accredited item is accredited
 * anew for its nominal length; one on a topic without a bank loses its points. The demo items
 * follow. Certificates keep what they say; a certificate counts as the passed test (the old
 * attempts went with their pools).
 */
export function adoptTopics(db: Db, now: Date, r: Random = createRandom(1214)): void {
  const stale = db
    .prepare<[], { id: number }>("SELECT id FROM contents WHERE cme_points > 0 AND cme_topic IS NULL LIMIT 1")
    .get();
  if (!stale) return;
  const items = db
    .prepare<
      [],
      {
        id: number;
        slug: string;
        kind: string;
        vod_type: string | null;
        starts_at: string | null;
        ends_at: string | null;
        duration_seconds: number | null;
        cme_points: number;
      }
    >(
      `SELECT id, slug, kind, vod_type, starts_at, ends_at, duration_seconds, cme_points FROM contents
       WHERE kind IN ('VOD', 'LIVESTREAM') AND cme_topic IS NULL ORDER BY id`,
    )
    .all();
  const tags = db.prepare<[number], { name: string }>(
    "SELECT t.name FROM content_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.content_id = ? ORDER BY t.id",
  );
  const setTopic = db.prepare("UPDATE contents SET cme_topic = ? WHERE id = ?");
  const cite = db.prepare("UPDATE contents SET citations = ? WHERE id = ? AND citations IS NOT NULL");
  const accredit = db.prepare(`UPDATE contents SET cme_nominal_minutes = @minutes, cme_points = @points,
    cme_vnr = NULL, cme_authority = NULL, cme_valid_from = NULL, cme_valid_to = NULL,
    cme_threshold_minutes = NULL, cme_processing_days = NULL WHERE id = @id`);
  const date = (value: string | null) => (value ? new Date(value) : null);
  for (const item of items) {
    const watch = WATCH_CME[item.slug];
    const topic = watch?.topic ?? tags.all(item.id).find((tag) => bankOf(tag.name))?.name ?? null;
    setTopic.run(topic, item.id);
    if (item.kind === "VOD" && item.duration_seconds) {
      cite.run(citationsFor(r, item.duration_seconds, topic), item.id);
    }
    if (item.cme_points === 0) continue;
    const minutes = !topic
      ? null
      : (watch?.minutes ??
        nominalMinutes({
          kind: item.kind,
          elearning: item.vod_type === "E_LEARNING",
          roll: item.id,
          starts: date(item.starts_at),
          ends: date(item.ends_at),
        }));
    accredit.run({ id: item.id, minutes, points: minutes ? cmePoints(minutes) : 0 });
  }
  accreditCmeItems(db, now);
  markDemoItems(db);
}

export function seedCme(db: Db, now: Date): void {
  const r = createRandom(1212);
  accreditCmeItems(db, now, r);
  markDemoItems(db);
  expireOne(db, now);
  seedDemoCertificates(db, now, r);
}
