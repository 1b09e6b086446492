import type { Db } from "../db.ts";

export interface FeedbackSummaryRow {
  content_id: number | null;
  event_id: number | null;
  count: number;
  average: number;
  latest: string;
  content_kind: string | null;
  content_slug: string | null;
  content_title: string | null;
  event_slug: string | null;
  event_title: string | null;
}

/** Feedback: stored for the editors; how much one user gave lately (the limit). */
export function createFeedbackStore(db: Db) {
  const insert = db.prepare<[number, number | null, number | null, number, string, string]>(
    "INSERT INTO feedback (user_id, content_id, event_id, rating, text, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const since = db.prepare<[number, string], { n: number; first: string | null }>(
    "SELECT count(*) AS n, min(created_at) AS first FROM feedback WHERE user_id = ? AND created_at > ?",
  );
  // Staff's overview (decision 035): per item, event or the platform, the latest first.
  const summary = db.prepare<[number], FeedbackSummaryRow>(
    `SELECT f.content_id, f.event_id, count(*) AS count, avg(f.rating) AS average, max(f.created_at) AS latest,
       c.kind AS content_kind, c.slug AS content_slug, c.title AS content_title,
       e.slug AS event_slug, e.title AS event_title
     FROM feedback f LEFT JOIN contents c ON c.id = f.content_id LEFT JOIN events e ON e.id = f.event_id
     GROUP BY f.content_id, f.event_id ORDER BY latest DESC LIMIT ?`,
  );
  const texts = db.prepare<
    { content: number | null; event: number | null; limit: number },
    { rating: number; text: string; created_at: string }
  >(
    `SELECT rating, text, created_at FROM feedback
     WHERE content_id IS @content AND event_id IS @event ORDER BY id DESC LIMIT @limit`,
  );
  return {
    summary: (limit: number): FeedbackSummaryRow[] => summary.all(limit),
    /** The ratings and texts on one item (both null: the platform), newest first; no names. */
    texts: (target: { contentId: number | null; eventId: number | null }, limit: number) =>
      texts.all({ content: target.contentId, event: target.eventId, limit }),
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
