import type { Db } from "../db.ts";
import { earnsHere, MAX_HEARTBEAT_GAP_SECONDS, presenceCredit, spend, watchedClaim } from "../cme/rules.ts";

export interface ProgressRow {
  content_id: number;
  position_seconds: number;
  max_position_seconds: number;
  updated_at: string;
  /** Real watched time (server/cme/rules.ts), what the CME threshold counts. */
  watched_seconds: number;
  reported_at: string | null;
  /** Reports in a row, up to the latest, that earned nothing because another item was earning. */
  counted_elsewhere: number;
}

interface BudgetRow {
  credited_until: string;
  content_id: number | null;
  earned_at: string;
}

/**
 * Whether the item's watched time is going to another item right now (decision 016): its latest two
 * reports or more, the latest within a heartbeat's longest gap, earned nothing because another item
 * was earning. One refusal alone is no sign: the first report after switching back to a paused item
 * can find the item played meanwhile earning after its previous report.
 */
export const countingElsewhere = (row: ProgressRow | null | undefined, now: Date): boolean =>
  (row?.counted_elsewhere ?? 0) >= 2 &&
  row?.reported_at != null &&
  now.getTime() - Date.parse(row.reported_at) <= MAX_HEARTBEAT_GAP_SECONDS * 1000;

/** Kinds that can be saved to the watch list. */
export const WATCHLIST_KINDS = ["VOD", "LIVESTREAM", "SHORT"];

/** The watch list and watch progress of each user. */
export function createWatchStore(db: Db) {
  const add = db.prepare(
    "INSERT INTO watchlist (user_id, content_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const remove = db.prepare("DELETE FROM watchlist WHERE user_id = ? AND content_id = ?");
  const ids = db.prepare<[number], { content_id: number }>(
    "SELECT content_id FROM watchlist WHERE user_id = ?",
  );
  const list = db.prepare<[number], { content_id: number; added_at: string }>(
    `SELECT w.content_id, w.added_at FROM watchlist w JOIN contents c ON c.id = w.content_id
     WHERE w.user_id = ? AND c.status = 'PUBLISHED' ORDER BY w.added_at DESC, w.content_id DESC`,
  );
  const progress = db.prepare<[number, number], ProgressRow>(
    `SELECT content_id, position_seconds, max_position_seconds, updated_at, watched_seconds, reported_at,
       counted_elsewhere FROM watch_progress WHERE user_id = ? AND content_id = ?`,
  );
  const record =
    db.prepare(`INSERT INTO watch_progress (user_id, content_id, position_seconds, max_position_seconds, updated_at,
      watched_seconds, reported_at, counted_elsewhere)
    VALUES (@user, @content, @position, @position, @now, 0, @now, 0)
    ON CONFLICT (user_id, content_id) DO UPDATE SET position_seconds = excluded.position_seconds,
      max_position_seconds = max(max_position_seconds, excluded.position_seconds), updated_at = excluded.updated_at,
      watched_seconds = watched_seconds + @credit, reported_at = excluded.reported_at,
      counted_elsewhere = CASE WHEN @elsewhere THEN counted_elsewhere + 1 ELSE 0 END`);
  const budgetOf = db.prepare<[number], BudgetRow>(
    "SELECT credited_until, content_id, earned_at FROM watch_budgets WHERE user_id = ?",
  );
  const saveBudget = db.prepare(
    `INSERT INTO watch_budgets (user_id, credited_until, content_id, earned_at)
     VALUES (@user, @creditedUntil, @content, @now)
     ON CONFLICT (user_id) DO UPDATE SET credited_until = excluded.credited_until,
       content_id = excluded.content_id, earned_at = excluded.earned_at`,
  );
  const secondsSince = (row: ProgressRow | undefined, now: Date) =>
    row?.reported_at ? (now.getTime() - Date.parse(row.reported_at)) / 1000 : -1;

  /**
   * Pays a report's claim out of the user's one budget (rules.ts): nothing while another item earns
   * at the same time. Answers the seconds earned and whether another item had the budget.
   */
  function earn(user: number, content: number, claim: number, before: ProgressRow, now: Date) {
    // A claim of nothing (the first report after a pause, a seek) neither earns nor is refused.
    if (claim <= 0) return { seconds: 0, elsewhere: false };
    const budget = budgetOf.get(user);
    const previous = Date.parse(before.reported_at ?? before.updated_at);
    const last = budget ? { content: budget.content_id, at: Date.parse(budget.earned_at) } : null;
    if (!earnsHere(last, content, previous)) return { seconds: 0, elsewhere: true };
    // Before the first payment the budget starts at this item's previous report.
    const from = budget ? Date.parse(budget.credited_until) : previous;
    const { seconds, creditedUntil } = spend(claim, now.getTime(), from);
    if (seconds > 0) {
      saveBudget.run({
        user,
        content,
        creditedUntil: new Date(creditedUntil).toISOString(),
        now: now.toISOString(),
      });
    }
    return { seconds, elsewhere: false };
  }
  /**
   * Stores a report at `position`, paying what `claim` asks of the budget since the previous report
   * (a first report earns nothing), in one IMMEDIATE transaction; answers the progress after it.
   */
  function report(
    user: number,
    content: number,
    position: number,
    now: Date,
    claim: (before: ProgressRow) => number,
  ): ProgressRow {
    return db
      .transaction(() => {
        const before = progress.get(user, content);
        const { seconds, elsewhere } = before
          ? earn(user, content, claim(before), before, now)
          : { seconds: 0, elsewhere: false };
        record.run({
          user,
          content,
          position,
          now: now.toISOString(),
          credit: seconds,
          elsewhere: Number(elsewhere),
        });
        return progress.get(user, content) as ProgressRow;
      })
      .immediate();
  }
  // Started (something watched), not completed (under 95 % of the duration), newest first.
  const started = db.prepare<{ user: number; limit: number }, ProgressRow>(
    `SELECT p.content_id, p.position_seconds, p.max_position_seconds, p.updated_at, p.watched_seconds,
       p.reported_at, p.counted_elsewhere FROM watch_progress p
     JOIN contents c ON c.id = p.content_id
     WHERE p.user_id = @user AND c.status = 'PUBLISHED' AND p.max_position_seconds > 0
       AND p.max_position_seconds * 100 < 95 * coalesce(c.duration_seconds, 0)
     ORDER BY p.updated_at DESC, p.content_id DESC LIMIT @limit`,
  );
  return {
    add: (user: number, content: number, now: Date) => void add.run(user, content, now.toISOString()),
    remove: (user: number, content: number) => void remove.run(user, content),
    ids: (user: number) => new Set(ids.all(user).map((row) => row.content_id)),
    list: (user: number) => list.all(user),
    progress: (user: number, content: number) => progress.get(user, content) ?? null,
    /**
     * A video's position report: credits real watched time since the previous report, out of the
     * user's one budget for all items. Read and write in one IMMEDIATE transaction, so parallel
     * reports (for this item or others, or from another connection) are counted one after the other
     * against the same budget.
     */
    record: (user: number, content: number, position: number, now: Date): ProgressRow =>
      report(user, content, position, now, (before) =>
        watchedClaim(position - before.position_seconds, secondsSince(before, now)),
      ),
    /**
     * A live player's heartbeat: credits the time since the previous one if it came in time, out of
     * the same budget as videos (one IMMEDIATE transaction, as above).
     */
    presence: (user: number, content: number, now: Date): ProgressRow =>
      report(user, content, 0, now, (before) => presenceCredit(secondsSince(before, now))),
    continueWatching: (user: number, limit = 12) => started.all({ user, limit }),
  };
}

export type WatchStore = ReturnType<typeof createWatchStore>;
