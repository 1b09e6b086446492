import type { Db } from "../db.ts";

type Count = { n: number; first: string | null };

/**
 * Email change requests: each mailed a code to an address that is not (yet) the user's. Counted per
 * user and per address for the request limits; rows older than a day are dropped as new ones come.
 */
export function createEmailChangeStore(db: Db) {
  const insert = db.prepare<[number, string, string]>(
    "INSERT INTO email_change_requests (user_id, email, created_at) VALUES (?, ?, ?)",
  );
  const prune = db.prepare<[string]>("DELETE FROM email_change_requests WHERE created_at < ?");
  const byUser = db.prepare<[number, string], Count>(
    "SELECT count(*) AS n, min(created_at) AS first FROM email_change_requests WHERE user_id = ? AND created_at > ?",
  );
  const byEmail = db.prepare<[string, string], Count>(
    "SELECT count(*) AS n, min(created_at) AS first FROM email_change_requests WHERE email = ? AND created_at > ?",
  );
  const DAY_MS = 24 * 60 * 60 * 1000;
  return {
    add(userId: number, email: string, now: Date): void {
      prune.run(new Date(now.getTime() - DAY_MS).toISOString());
      insert.run(userId, email, now.toISOString());
    },
    /** Requests of the user after `after`, and when the oldest of them was made. */
    countByUser: (userId: number, after: Date): Count =>
      byUser.get(userId, after.toISOString()) ?? { n: 0, first: null },
    /** Requests for the address (by anyone) after `after`, and when the oldest of them was made. */
    countByEmail: (email: string, after: Date): Count =>
      byEmail.get(email, after.toISOString()) ?? { n: 0, first: null },
  };
}
