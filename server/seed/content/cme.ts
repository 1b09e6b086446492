import type { Db } from "../../db.ts";
import { AUTHORITIES, MIN_POOL } from "../../cme/rules.ts";
import { certificateNumber } from "../../store/cme.ts";
import { QUESTION_BANK } from "../../cme/question-bank.ts";
import { createRandom, type Random } from "./random.ts";

// CME demo data (issue 12): accreditation of every item with points, a question pool per item, and
// certificates in every status for arzt@example.com, relative to the seeding day.

const DAY_MS = 24 * 60 * 60 * 1000;
const CHAMBERS = Object.keys(AUTHORITIES).filter((code) => code !== "EACCME" && code !== "EBAP");
/**
 * Minutes before the test opens. The demo media last 64-80 s (server/media-samples), and every
 * threshold must be reachable by really watching them; a real item would set 30-45 minutes.
 */
export const DEMO_THRESHOLD_MINUTES = 1;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A 19-digit VNR: 276 (Germany), the chamber's number, the year and a running number. */
const vnr = (r: Random, id: number, year: number) =>
  `276${String(r.int(10, 99))}${year}${String(id).padStart(10, "0")}`;

/** Accredits every item with points that has no accreditation yet (also the 100,000-item seed). */
export function accreditCmeItems(db: Db, now: Date, r: Random = createRandom(1212)): number[] {
  const items = db
    .prepare<[], { id: number; kind: string; published_at: string; starts_at: string | null }>(
      `SELECT id, kind, published_at, starts_at FROM contents
       WHERE cme_points > 0 AND kind IN ('VOD', 'LIVESTREAM') AND cme_vnr IS NULL ORDER BY id`,
    )
    .all();
  const update = db.prepare(`UPDATE contents SET cme_vnr = @vnr, cme_authority = @authority,
    cme_valid_from = @from, cme_valid_to = @to, cme_threshold_minutes = @threshold, cme_processing_days = @days
    WHERE id = @id`);
  for (const item of items) {
    const start = new Date(
      Math.min(Date.parse(item.starts_at ?? item.published_at), now.getTime()) - 30 * DAY_MS,
    );
    const roll = r.next();
    update.run({
      id: item.id,
      vnr: vnr(r, item.id, start.getUTCFullYear()),
      authority: roll < 0.12 ? "EACCME" : roll < 0.17 ? "EBAP" : r.pick(CHAMBERS),
      from: day(start),
      to: day(new Date(start.getTime() + 365 * DAY_MS * 2)),
      threshold: DEMO_THRESHOLD_MINUTES,
      days: r.int(3, 14),
    });
  }
  return items.map((item) => item.id);
}

/**
 * The one place question pools are seeded: fills the pool of each item in `ids` (default: every item
 * whose pool is smaller than MIN_POOL, as in a database seeded when pools had 15) up to MIN_POOL with
 * bank questions it does not have yet, options stored shuffled (the correct one anywhere).
 */
export function seedPools(db: Db, r: Random = createRandom(1213), ids?: number[]): void {
  const small = db.prepare<[number], { id: number }>(
    "SELECT content_id AS id FROM cme_questions GROUP BY content_id HAVING count(*) < ? ORDER BY content_id",
  );
  const texts = db.prepare<[number], { text: string }>("SELECT text FROM cme_questions WHERE content_id = ?");
  const insert = db.prepare(
    "INSERT INTO cme_questions (content_id, text, options, correct) VALUES (?, ?, ?, ?)",
  );
  for (const id of ids ?? small.all(MIN_POOL).map((row) => row.id)) {
    const have = new Set(texts.all(id).map((row) => row.text));
    const fresh = QUESTION_BANK.filter((question) => !have.has(question.text));
    for (const question of r.sample(fresh, MIN_POOL - have.size)) {
      const order = r.sample([0, 1, 2, 3, 4], 5);
      insert.run(id, question.text, JSON.stringify(order.map((i) => question.options[i])), order.indexOf(0));
    }
  }
}

/** arzt@example.com: certificates in every status, so a newcomer sees the whole lifecycle. */
function seedDemoCertificates(db: Db, now: Date): void {
  const user = db
    .prepare<[], { id: number; first_name: string; last_name: string; efn: string | null }>(
      "SELECT id, first_name, last_name, efn FROM users WHERE email = 'arzt@example.com'",
    )
    .get();
  if (!user) return;
  const items = db
    .prepare<[], { id: number; title: string; cme_points: number; cme_vnr: string; cme_authority: string }>(
      `SELECT id, title, cme_points, cme_vnr, cme_authority FROM contents
       WHERE kind = 'VOD' AND status = 'PUBLISHED' AND access IN ('PUBLIC', 'LOGIN') AND cme_vnr IS NOT NULL
       ORDER BY id LIMIT 6`,
    )
    .all();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const plan: {
    status: string;
    issued: number;
    requested?: number;
    pending?: number;
    accredited?: number;
    days: number;
  }[] = [
    { status: "ACCREDITED", issued: 400, requested: 400, pending: 390, accredited: 389, days: 10 },
    { status: "ACCREDITED", issued: 60, requested: 59, pending: 52, accredited: 51, days: 7 },
    // Reached the chamber today; released tomorrow (the demo moves on with time).
    { status: "RELEASE_PENDING", issued: 8, requested: 7, pending: 0, days: 7 },
    { status: "REQUESTED", issued: 2, requested: 1, days: 14 },
    { status: "TO_BE_REQUESTED", issued: 1, days: 7 },
  ];
  const attempt =
    db.prepare(`INSERT INTO cme_attempts (user_id, content_id, drawn, answers, started_at, submitted_at, score)
    VALUES (?, ?, '[]', '{}', ?, ?, 9)`);
  const certificate =
    db.prepare(`INSERT INTO cme_certificates (number, user_id, content_id, type, status, requester,
      full_name, efn, content_title, points, category, vnr, authority, processing_days, attempt_id, issued_at,
      requested_at, release_pending_at, accredited_at)
    VALUES (?, ?, ?, 'VOD', ?, 'PLATFORM', ?, ?, ?, ?, 'D', ?, ?, ?, ?, ?, ?, ?, ?)`);
  const watched =
    db.prepare(`INSERT INTO watch_progress (user_id, content_id, position_seconds, max_position_seconds,
      updated_at, watched_seconds, reported_at) VALUES (?, ?, 60, 60, ?, 120, ?) ON CONFLICT DO NOTHING`);
  plan.forEach((step, index) => {
    const item = items[index];
    if (!item) return;
    const issued = ago(step.issued);
    watched.run(user.id, item.id, issued, issued);
    const { lastInsertRowid } = attempt.run(user.id, item.id, issued, issued);
    certificate.run(
      certificateNumber(new Date(issued)),
      user.id,
      item.id,
      step.status,
      `${user.first_name} ${user.last_name}`,
      user.efn,
      item.title,
      item.cme_points,
      item.cme_vnr,
      item.cme_authority,
      step.days,
      lastInsertRowid,
      issued,
      step.requested === undefined ? null : ago(step.requested),
      step.pending === undefined ? null : ago(step.pending),
      step.accredited === undefined ? null : ago(step.accredited),
    );
  });
  db.prepare("UPDATE users SET cme_cycle_start = ? WHERE id = ?").run(
    `${now.getUTCFullYear() - 2}-01-01`,
    user.id,
  );
}

/** One item whose accreditation has expired: its test is closed. */
function expireOne(db: Db, now: Date): void {
  db.prepare(
    `UPDATE contents SET cme_valid_from = ?, cme_valid_to = ? WHERE id = (SELECT id FROM contents
     WHERE kind = 'VOD' AND status = 'PUBLISHED' AND access = 'PUBLIC' AND cme_vnr IS NOT NULL ORDER BY id DESC LIMIT 1)`,
  ).run(day(new Date(now.getTime() - 400 * DAY_MS)), day(new Date(now.getTime() - 35 * DAY_MS)));
}

export function seedCme(db: Db, now: Date): void {
  const r = createRandom(1212);
  const ids = accreditCmeItems(db, now, r);
  seedPools(db, r, ids);
  expireOne(db, now);
  seedDemoCertificates(db, now);
}
