import type { Db } from "../db.ts";
import { headerValue, type MailDraft } from "../mails.ts";

export interface MailRow {
  id: number;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

/** Newest first; the outbox is for looking, not an archive. */
export const OUTBOX_LIMIT = 200;

/** Mails are not sent anywhere: the outbox page and its JSON show what would have gone out. */
export function createOutboxStore(db: Db) {
  const insert = db.prepare<[string, string, string, string, string | null, string]>(
    "INSERT INTO mails (to_email, kind, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const columns = "id, to_email, kind, subject, body, code, created_at";
  const all = db.prepare<[number], MailRow>(`SELECT ${columns} FROM mails ORDER BY id DESC LIMIT ?`);
  const to = db.prepare<[string, number], MailRow>(
    `SELECT ${columns} FROM mails WHERE to_email = ? ORDER BY id DESC LIMIT ?`,
  );

  return {
    /** Every mail passes here: its headers are written from sanitised text only. */
    send(mail: MailDraft, now: Date): number {
      const { lastInsertRowid } = insert.run(
        headerValue(mail.to),
        mail.kind,
        headerValue(mail.subject),
        mail.body,
        mail.code,
        now.toISOString(),
      );
      return Number(lastInsertRowid);
    },
    list: (recipient: string | null, limit = OUTBOX_LIMIT): MailRow[] =>
      recipient === null ? all.all(limit) : to.all(recipient, limit),
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
