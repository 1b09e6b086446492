// The CME rules of the reference API (issue 12; spec §4 and §9, Musterfortbildungsordnung).

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
 * Real watched time of a video from its progress reports (not the furthest position). A report
 * moved the position forward by `delta` seconds, `sinceLast` seconds after the previous report.
 * - Moving back or standing still earns nothing.
 * - A jump (more than twice the wall time since the previous report, plus slack) earns nothing:
 *   skipping to the end does not count.
 * - Otherwise the report earns what was played, paid out of a budget of wall time (a token bucket
 *   kept as one moment, `creditedUntil`: wall time up to it has been paid out). The budget holds at
 *   most MAX_CREDIT_SECONDS, so a tab paused for long banks one report's worth, and may run
 *   SLACK_SECONDS ahead of now, so a report that arrives a little early still earns its 10 s.
 *   However reports come (back to back, rewound, in parallel), all of them together earn at most
 *   the wall time since the first one plus SLACK_SECONDS. Times in milliseconds.
 */
export const MAX_CREDIT_SECONDS = 30;
export const SLACK_SECONDS = 1;

export interface WatchReport {
  delta: number;
  sinceLast: number;
  now: number;
  creditedUntil: number;
}

export function watchedCredit(report: WatchReport): { seconds: number; creditedUntil: number } {
  const base = Math.max(report.creditedUntil, report.now - MAX_CREDIT_SECONDS * 1000);
  const { delta, sinceLast } = report;
  if (delta <= 0 || sinceLast < 0 || delta > 2 * sinceLast + SLACK_SECONDS) {
    return { seconds: 0, creditedUntil: base };
  }
  const budget = (report.now + SLACK_SECONDS * 1000 - base) / 1000;
  const seconds = Math.max(0, Math.floor(Math.min(delta, budget, MAX_CREDIT_SECONDS)));
  return { seconds, creditedUntil: base + seconds * 1000 };
}

/**
 * Presence at a live stream from heartbeats: the player sends one every 30 s while it plays in a
 * visible tab. A gap longer than MAX_HEARTBEAT_GAP means it was paused, hidden or closed: nothing counts.
 * Each heartbeat earns the whole seconds since the previous one, so heartbeats sent back to back or
 * in parallel never earn more than the wall time between the first and the last.
 */
export const MAX_HEARTBEAT_GAP_SECONDS = 45;

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
