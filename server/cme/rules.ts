// The CME rules of the reference API (issue 12; spec §4 and §9, Musterfortbildungsordnung).

/** Questions drawn per attempt, the pass mark, and the smallest pool an item may have. */
export const QUESTIONS_PER_ATTEMPT = 10;
export const PASS_MARK = 7;
export const MIN_POOL = 15;
export const MIN_OPTIONS = 5;

/** Passed with at least 7 of 10 correct (70 %). */
export const passed = (score: number): boolean => score >= PASS_MARK;

/** How many answers match the key; unanswered questions count as wrong. */
export function score(answers: Record<string, number>, key: Record<string, number>): number {
  return Object.entries(key).filter(([question, correct]) => answers[question] === correct).length;
}

/**
 * Real watched time of a video from two successive progress reports (not the furthest position):
 * the position moved forward by `delta` seconds while `elapsed` seconds of wall time passed.
 * - Moving back or standing still earns nothing.
 * - A jump (more than twice the wall time, plus slack) earns nothing: skipping to the end does not count.
 * - Otherwise the report earns what was played, at most the wall time (faster playback earns real
 *   time) and at most MAX_CREDIT_SECONDS: the player reports every 10 s while playing, so a paused
 *   tab that later skips ahead gains at most one report's worth.
 */
export const MAX_CREDIT_SECONDS = 30;
const SLACK_SECONDS = 2;

export function watchedCredit(delta: number, elapsed: number): number {
  if (delta <= 0 || elapsed < 0) return 0;
  if (delta > 2 * elapsed + SLACK_SECONDS) return 0;
  return Math.floor(Math.min(delta, elapsed + SLACK_SECONDS, MAX_CREDIT_SECONDS));
}

/**
 * Presence at a live stream from heartbeats: the player sends one every 30 s while it plays in a
 * visible tab. A gap longer than MAX_HEARTBEAT_GAP means it was paused, hidden or closed: nothing counts.
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
