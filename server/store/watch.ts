import type { Db } from "../db.ts";
import { presenceCredit, watchedCredit } from "../cme/rules.ts";

export interface ProgressRow {
  content_id: number;
  position_seconds: number;
  max_position_seconds: number;
  updated_at: string;
  /** Real watched time (server/cme/rules.ts), what the CME threshold counts. */
  watched_seconds: number;
  reported_at: string | null;
  /** Wall time up to this moment has been paid out as watched time (rules.ts, watchedCredit). */
  credited_until: string | null;
}

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
       credited_until FROM watch_progress WHERE user_id = ? AND content_id = ?`,
  );
  const record =
    db.prepare(`INSERT INTO watch_progress (user_id, content_id, position_seconds, max_position_seconds, updated_at,
      watched_seconds, reported_at, credited_until)
    VALUES (@user, @content, @position, @position, @now, 0, @now, @now)
    ON CONFLICT (user_id, content_id) DO UPDATE SET position_seconds = excluded.position_seconds,
      max_position_seconds = max(max_position_seconds, excluded.position_seconds), updated_at = excluded.updated_at,
      watched_seconds = watched_seconds + @credit, reported_at = excluded.reported_at,
      credited_until = @creditedUntil`);
  const secondsSince = (row: ProgressRow | undefined, now: Date) =>
    row?.reported_at ? (now.getTime() - Date.parse(row.reported_at)) / 1000 : -1;
  // Started (something watched), not completed (under 95 % of the duration), newest first.
  const started = db.prepare<{ user: number; limit: number }, ProgressRow>(
    `SELECT p.content_id, p.position_seconds, p.max_position_seconds, p.updated_at, p.watched_seconds,
       p.reported_at, p.credited_until FROM watch_progress p
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
     * A video's position report: credits real watched time since the previous report. Read and
     * write in one IMMEDIATE transaction, so parallel reports (or another connection) are counted
     * one after the other against the same budget.
     */
    record(user: number, content: number, position: number, now: Date): ProgressRow {
      return db
        .transaction(() => {
          const before = progress.get(user, content);
          const { seconds, creditedUntil } = before
            ? watchedCredit({
                delta: position - before.position_seconds,
                sinceLast: secondsSince(before, now),
                now: now.getTime(),
                creditedUntil: Date.parse(before.credited_until ?? before.reported_at ?? now.toISOString()),
              })
            : { seconds: 0, creditedUntil: now.getTime() };
          const at = now.toISOString();
          record.run({
            user,
            content,
            position,
            now: at,
            credit: seconds,
            creditedUntil: new Date(creditedUntil).toISOString(),
          });
          return progress.get(user, content) as ProgressRow;
        })
        .immediate();
    },
    /** A live player's heartbeat: credits the time since the previous one if it came in time. */
    presence(user: number, content: number, now: Date): ProgressRow {
      return db
        .transaction(() => {
          const before = progress.get(user, content);
          const credit = before ? presenceCredit(secondsSince(before, now)) : 0;
          const at = now.toISOString();
          record.run({ user, content, position: 0, now: at, credit, creditedUntil: at });
          return progress.get(user, content) as ProgressRow;
        })
        .immediate();
    },
    continueWatching: (user: number, limit = 12) => started.all({ user, limit }),
  };
}

export type WatchStore = ReturnType<typeof createWatchStore>;
