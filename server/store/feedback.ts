import type { Db } from "../db.ts";

/** Feedback: stored for the editors; how much one user gave lately (the limit). */
export function createFeedbackStore(db: Db) {
  const insert = db.prepare<[number, number | null, number | null, number, string, string]>(
    "INSERT INTO feedback (user_id, content_id, event_id, rating, text, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const since = db.prepare<[number, string], { n: number; first: string | null }>(
    "SELECT count(*) AS n, min(created_at) AS first FROM feedback WHERE user_id = ? AND created_at > ?",
  );
  return {
    add: (
      entry: {
        userId: number;
        contentId: number | null;
        eventId: number | null;
        rating: number;
        text: string;
      },
      now: Date,
    ) =>
      Number(
        insert.run(entry.userId, entry.contentId, entry.eventId, entry.rating, entry.text, now.toISOString())
          .lastInsertRowid,
      ),
    countSince: (userId: number, after: Date) =>
      since.get(userId, after.toISOString()) ?? { n: 0, first: null },
  };
}
