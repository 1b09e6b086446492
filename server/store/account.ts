import type { Db } from "../db.ts";

/** What is stored about a user, per table, and the user's deletion (GDPR art. 15, 17, 20). */
export function createAccountStore(db: Db) {
  const rows = (sql: string, ...params: unknown[]) =>
    db.prepare(sql).all(...params) as Record<string, unknown>[];
  const user = db.prepare<[number], Record<string, unknown>>("SELECT * FROM users WHERE id = ?");
  const proofFiles = db.prepare<[number, number], { uuid: string; stored_path: string | null }>(
    `SELECT u.uuid, u.stored_path FROM uploads u WHERE u.uuid IN (
       SELECT upload_uuid FROM validation_requests WHERE user_id = ? AND upload_uuid IS NOT NULL
       UNION SELECT validation_file FROM users WHERE id = ? AND validation_file IS NOT NULL)`,
  );
  const removeUpload = db.prepare("DELETE FROM uploads WHERE uuid = ?");
  const removeUser = db.prepare("DELETE FROM users WHERE id = ?");
  const removeMails = db.prepare("DELETE FROM mails WHERE to_email = ?");
  const removeCodes = db.prepare("DELETE FROM codes WHERE email = ?");

  return {
    /**
     * Everything stored about the user, as JSON-ready tables. Left out: secrets (the password hash,
     * token hashes, codes) and the correct answers of CME tests.
     */
    export(userId: number) {
      const { password_hash: _hash, ...profile } = user.get(userId) ?? {};
      const email = String(profile.email ?? "");
      return {
        profile,
        followed_fields: rows(
          "SELECT f.slug, f.label_de, uf.notify, uf.created_at FROM user_fields uf JOIN fields f ON f.id = uf.field_id WHERE uf.user_id = ?",
          userId,
        ),
        followed_channels: rows(
          "SELECT c.slug, c.name, uc.notify, uc.created_at FROM user_channels uc JOIN channels c ON c.id = uc.channel_id WHERE uc.user_id = ?",
          userId,
        ),
        validation_requests: rows(
          `SELECT r.profession, r.efn, r.status, r.submitted_at, r.decided_at, u.original_name AS file_name
           FROM validation_requests r LEFT JOIN uploads u ON u.uuid = r.upload_uuid WHERE r.user_id = ?`,
          userId,
        ),
        watchlist: rows(
          "SELECT c.slug, c.title, w.added_at FROM watchlist w JOIN contents c ON c.id = w.content_id WHERE w.user_id = ?",
          userId,
        ),
        watch_progress: rows(
          `SELECT c.slug, c.title, p.position_seconds, p.max_position_seconds, p.watched_seconds, p.updated_at
           FROM watch_progress p JOIN contents c ON c.id = p.content_id WHERE p.user_id = ?`,
          userId,
        ),
        unlocked_contents: rows(
          "SELECT c.slug, c.title, u.unlocked_at FROM content_unlocks u JOIN contents c ON c.id = u.content_id WHERE u.user_id = ?",
          userId,
        ),
        cme_attempts: rows(
          `SELECT c.slug, a.started_at, a.submitted_at, a.score FROM cme_attempts a JOIN contents c ON c.id = a.content_id
           WHERE a.user_id = ?`,
          userId,
        ),
        certificates: rows(
          `SELECT number, type, status, requester, full_name, efn, content_title, points, category, vnr, authority,
             issued_at, requested_at, accredited_at FROM cme_certificates WHERE user_id = ?`,
          userId,
        ),
        orders: rows(
          `SELECT number, status, total_cents, tax_rate, tax_cents, billing, invoice_number, created_at, paid_at,
             refunded_at FROM orders WHERE user_id = ?`,
          userId,
        ),
        notification_clicks: rows("SELECT mt, clicked_at FROM notification_clicks WHERE user_id = ?", userId),
        contact_requests: rows(
          "SELECT recipient, subject, message, created_at FROM contact_requests WHERE user_id = ?",
          userId,
        ),
        email_change_requests: rows(
          "SELECT email, created_at FROM email_change_requests WHERE user_id = ?",
          userId,
        ),
        live_questions: rows(
          `SELECT c.slug, q.text, q.anonymous, q.status, q.created_at FROM live_questions q
           JOIN contents c ON c.id = q.livestream_id WHERE q.user_id = ?`,
          userId,
        ),
        feedback: rows(
          `SELECT c.slug AS content, e.slug AS event, f.rating, f.text, f.created_at FROM feedback f
           LEFT JOIN contents c ON c.id = f.content_id LEFT JOIN events e ON e.id = f.event_id WHERE f.user_id = ?`,
          userId,
        ),
        mails: rows("SELECT kind, subject, created_at FROM mails WHERE to_email = ?", email),
      };
    },

    /**
     * Deletes the user and everything that belongs to them (the tables cascade), their proof files'
     * records, mails and codes; answers the stored proof files to remove from disk.
     */
    delete(userId: number): string[] {
      return db.transaction(() => {
        const email = String(user.get(userId)?.email ?? "");
        const files = proofFiles.all(userId, userId);
        removeUser.run(userId);
        for (const file of files) removeUpload.run(file.uuid);
        removeMails.run(email);
        removeCodes.run(email);
        return files.flatMap((file) => (file.stored_path ? [file.stored_path] : []));
      })();
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
