import type { Db } from "../db.ts";

export type ContactRecipient = "SALES" | "SUPPORT";

export interface ContactRequestDraft {
  recipient: ContactRecipient;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: number | null;
}

/** Contact requests: stored as the team's record; how many one sender made lately (the limit). */
export function createContactStore(db: Db) {
  const insert = db.prepare<[string, string, string, string, string, number | null, string]>(
    `INSERT INTO contact_requests (recipient, name, email, subject, message, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const since = db.prepare<[string, string], { n: number; first: string | null }>(
    "SELECT count(*) AS n, min(created_at) AS first FROM contact_requests WHERE email = ? AND created_at > ?",
  );
  return {
    add(draft: ContactRequestDraft, now: Date): number {
      const { lastInsertRowid } = insert.run(
        draft.recipient,
        draft.name,
        draft.email,
        draft.subject,
        draft.message,
        draft.userId,
        now.toISOString(),
      );
      return Number(lastInsertRowid);
    },
    /** Requests from `email` after `after`, and when the oldest of them was made. */
    countSince: (email: string, after: Date) =>
      since.get(email, after.toISOString()) ?? { n: 0, first: null },
  };
}
