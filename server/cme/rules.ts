// The CME rules of the reference API (spec §4 and §9, Musterfortbildungsordnung).

/**
 * Questions drawn per attempt, the pass mark, and the smallest topic bank (server/cme/banks): three
 * times the draw, so the attempts of a day (ATTEMPTS_PER_DAY) can each draw questions not seen before.
 */
export const QUESTIONS_PER_ATTEMPT = 10;
export const PASS_MARK = 7;
export const MIN_POOL = 30;
export const MIN_OPTIONS = 5;

/**
 * At most ATTEMPTS_PER_DAY attempts of one user on one topic (at any of its items) start within 24
 * hours (a rolling window, free of time zones): with only the score to go on, a script learns too
 * little in three.
 */
export const ATTEMPTS_PER_DAY = 3;
export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When the next attempt may start, given the start times of earlier attempts (any order): null
 * while fewer than ATTEMPTS_PER_DAY started in the last 24 hours, else 24 hours after the oldest
 * of the latest ATTEMPTS_PER_DAY.
 */
export function nextAttemptAt(starts: Date[], now: Date): Date | null {
  const recent = starts
    .map((start) => start.getTime())
    .filter((start) => start > now.getTime() - ATTEMPT_WINDOW_MS)
    .sort((a, b) => b - a);
  const oldest = recent[ATTEMPTS_PER_DAY - 1];
  return oldest === undefined ? null : new Date(oldest + ATTEMPT_WINDOW_MS);
}

/** How many attempts may still start now (0 to ATTEMPTS_PER_DAY). */
export function attemptsLeft(starts: Date[], now: Date): number {
  const since = now.getTime() - ATTEMPT_WINDOW_MS;
  return Math.max(0, ATTEMPTS_PER_DAY - starts.filter((start) => start.getTime() > since).length);
}

/** Passed with at least 7 of 10 correct (70 %). */
export const passed = (score: number): boolean => score >= PASS_MARK;

/** How many answers match the key; unanswered questions count as wrong. */
export function score(answers: Record<string, number>, key: Record<string, number>): number {
  return Object.entries(key).filter(([question, correct]) => answers[question] === correct).length;
}

/**
 * Real watched time, paid out of ONE budget of wall time per user across all items (a person
 * watches one thing at a time; decision 016). The budget is a token bucket kept as one moment,
 * `creditedUntil`: wall time up to it has been paid out. It fills with real time, holds at most
 * BUDGET_SECONDS (a paused tab banks one heartbeat's longest gap, not more) and may run
 * SLACK_SECONDS ahead of now, so a report that arrives a little early still earns its 10 s. However
 * reports come (back to back, rewound, in parallel, for one item or many), all of them together earn
 * at most the wall time since the first one plus SLACK_SECONDS. Times in milliseconds.
 */
export const MAX_CREDIT_SECONDS = 30;
export const SLACK_SECONDS = 1;

/**
 * Presence at a live stream from heartbeats: the player sends one every 30 s while it plays in a
 * visible tab. A gap longer than MAX_HEARTBEAT_GAP means it was paused, hidden or closed: nothing counts.
 */
export const MAX_HEARTBEAT_GAP_SECONDS = 45;
export const BUDGET_SECONDS = Math.max(MAX_CREDIT_SECONDS, MAX_HEARTBEAT_GAP_SECONDS);

/** Pays up to `claim` seconds out of the budget at `now`: whole seconds, never more than it holds. */
export function spend(
  claim: number,
  now: number,
  creditedUntil: number,
): { seconds: number; creditedUntil: number } {
  const base = Math.max(creditedUntil, now - BUDGET_SECONDS * 1000);
  const budget = (now + SLACK_SECONDS * 1000 - base) / 1000;
  const seconds = Math.max(0, Math.floor(Math.min(claim, budget)));
  return { seconds, creditedUntil: base + seconds * 1000 };
}

/**
 * What a video's progress report claims: it moved the position forward by `delta` seconds,
 * `sinceLast` seconds after the previous report of the same item.
 * - Moving back or standing still claims nothing.
 * - A jump (more than twice the wall time since the previous report, plus slack) claims nothing:
 *   skipping to the end does not count.
 * - Otherwise what was played, at most MAX_CREDIT_SECONDS (one report's worth).
 */
export function watchedClaim(delta: number, sinceLast: number): number {
  if (delta <= 0 || sinceLast < 0 || delta > 2 * sinceLast + SLACK_SECONDS) return 0;
  return Math.min(delta, MAX_CREDIT_SECONDS);
}

export interface WatchReport {
  delta: number;
  sinceLast: number;
  now: number;
  creditedUntil: number;
}

/** A progress report's claim paid out of the budget. */
export const watchedCredit = (report: WatchReport): { seconds: number; creditedUntil: number } =>
  spend(watchedClaim(report.delta, report.sinceLast), report.now, report.creditedUntil);

/**
 * Whether a report of `content` may earn, given the item that earned last from the user's budget
 * and when: not while another item earns. It is refused when another item earned after this item's
 * previous report (both play at once); the item that keeps reporting keeps the budget. Switching
 * from one item to the next (the last report of one before the first of the next) earns on at once.
 */
export function earnsHere(
  last: { content: number | null; at: number } | null,
  content: number,
  previousReport: number,
): boolean {
  return !last || last.content === null || last.content === content || last.at <= previousReport;
}

/**
 * What a live heartbeat claims: the whole seconds since the previous one if it came in time, so
 * heartbeats sent back to back or in parallel never claim more than the wall time between the first
 * and the last. Paid out of the same budget as videos.
 */
export function presenceCredit(elapsed: number): number {
  if (elapsed <= 0 || elapsed > MAX_HEARTBEAT_GAP_SECONDS) return 0;
  return Math.floor(elapsed);
}

/** Live presence that earns a participation certificate for a livestream without CME points. */
export const PARTICIPATION_MINUTES = 15;

/** Whether an accreditation is valid at `now` (both ends inclusive, whole days). */
export function accreditationValid(from: string | null, to: string | null, now: Date): boolean {
  if (!from || !to) return false;
  const day = now.toISOString().slice(0, 10);
  return from.slice(0, 10) <= day && day <= to.slice(0, 10);
}

/** After the processing time the chamber has the points (RELEASE_PENDING); it releases them a day later. */
export const RELEASE_DAYS = 1;

/** The chambers (Landesärztekammern) and the European accreditors an item can be accredited by. */
export const AUTHORITIES: Record<string, string> = {
  LAEK_BW: "Landesärztekammer Baden-Württemberg",
  BLAEK: "Bayerische Landesärztekammer",
  AEKB: "Ärztekammer Berlin",
  LAEKB: "Landesärztekammer Brandenburg",
  AEKHB: "Ärztekammer Bremen",
  AEKHH: "Ärztekammer Hamburg",
  LAEKH: "Landesärztekammer Hessen",
  AEKMV: "Ärztekammer Mecklenburg-Vorpommern",
  AEKN: "Ärztekammer Niedersachsen",
  AEKNO: "Ärztekammer Nordrhein",
  LAEK_RLP: "Landesärztekammer Rheinland-Pfalz",
  AEKSAAR: "Ärztekammer des Saarlandes",
  SLAEK: "Sächsische Landesärztekammer",
  AEKSA: "Ärztekammer Sachsen-Anhalt",
  AEKSH: "Ärztekammer Schleswig-Holstein",
  LAEKT: "Landesärztekammer Thüringen",
  AEKWL: "Ärztekammer Westfalen-Lippe",
  EACCME: "European Accreditation Council for Continuing Medical Education (EACCME)",
  EBAP: "European Board for Accreditation in Pneumology (EBAP)",
};
