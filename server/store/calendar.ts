import { randomBytes } from "node:crypto";
import type { Db } from "../db.ts";
import { hashToken } from "./tokens.ts";

export type CalendarEntryRow = {
  kind: "LIVESTREAM" | "EVENT";
  id: number;
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string;
};

/** How far ahead (and back, for what runs now) a feed reaches. */
const AHEAD_DAYS = 90;
const BACK_DAYS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar feed: upcoming livestreams of the followed channels and fields, and the
 * events the user has a ticket for (a paid order for the event or a bundle with it).
 */
export function createCalendarStore(db: Db) {
  const upsert = db.prepare<[number, string, string]>(
    `INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
  );
  const remove = db.prepare<[number]>("DELETE FROM calendar_feeds WHERE user_id = ?");
  const ofUser = db.prepare<[number], { created_at: string }>(
    "SELECT created_at FROM calendar_feeds WHERE user_id = ?",
  );
  const byToken = db
    .prepare<[string], number>(
      "SELECT f.user_id FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE f.token_hash = ? AND u.status = 'ACTIVE'",
    )
    .pluck();
  const entries = db.prepare<Record<string, unknown>, CalendarEntryRow>(
    `SELECT 'LIVESTREAM' AS kind, c.id, c.slug, c.title, c.starts_at, c.ends_at FROM contents c
     WHERE c.kind = 'LIVESTREAM' AND c.status = 'PUBLISHED' AND c.ends_at >= @from AND c.starts_at < @to AND (
       c.channel_id IN (SELECT channel_id FROM user_channels WHERE user_id = @user)
       OR c.id IN (SELECT cf.content_id FROM content_fields cf JOIN user_fields uf ON uf.field_id = cf.field_id
                   WHERE uf.user_id = @user))
     UNION ALL
     SELECT 'EVENT', e.id, e.slug, e.title, e.starts_at, e.ends_at FROM events e
     WHERE e.ends_at >= @from AND e.starts_at < @to AND EXISTS (
       SELECT 1 FROM orders o JOIN prices p ON p.id = o.price_id
       WHERE o.user_id = @user AND o.status = 'PAID' AND (p.event_id = e.id
         OR p.bundle_id IN (SELECT bundle_id FROM event_bundle_events WHERE event_id = e.id)))
     ORDER BY starts_at LIMIT 500`,
  );
  return {
    /** A new secret address for the user (the old one stops working). */
    create(userId: number, now: Date): string {
      const token = randomBytes(24).toString("base64url");
      upsert.run(userId, hashToken(token), now.toISOString());
      return token;
    },
    revoke: (userId: number) => remove.run(userId).changes > 0,
    ofUser: (userId: number) => ofUser.get(userId) ?? null,
    userOf: (token: string) => byToken.get(hashToken(token)) ?? null,
    entries: (userId: number, now: Date) =>
      entries.all({
        user: userId,
        from: new Date(now.getTime() - BACK_DAYS * DAY_MS).toISOString(),
        to: new Date(now.getTime() + AHEAD_DAYS * DAY_MS).toISOString(),
      }),
  };
}
