import type { Db } from "../db.ts";

export interface ProgressRow {
  content_id: number;
  position_seconds: number;
  max_position_seconds: number;
  updated_at: string;
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
    "SELECT content_id, position_seconds, max_position_seconds, updated_at FROM watch_progress WHERE user_id = ? AND content_id = ?",
  );
  const record =
    db.prepare(`INSERT INTO watch_progress (user_id, content_id, position_seconds, max_position_seconds, updated_at)
    VALUES (@user, @content, @position, @position, @now)
    ON CONFLICT (user_id, content_id) DO UPDATE SET position_seconds = excluded.position_seconds,
      max_position_seconds = max(max_position_seconds, excluded.position_seconds), updated_at = excluded.updated_at`);
  // Started (something watched), not completed (under 95 % of the duration), newest first.
  const started = db.prepare<{ user: number; limit: number }, ProgressRow>(
    `SELECT p.content_id, p.position_seconds, p.max_position_seconds, p.updated_at FROM watch_progress p
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
    record(user: number, content: number, position: number, now: Date): ProgressRow {
      record.run({ user, content, position, now: now.toISOString() });
      return progress.get(user, content) as ProgressRow;
    },
    continueWatching: (user: number, limit = 12) => started.all({ user, limit }),
  };
}

export type WatchStore = ReturnType<typeof createWatchStore>;
