import { randomBytes } from "node:crypto";
import type { Db } from "../db.ts";
import { hashToken } from "./tokens.ts";

/** A renewal ticket lives as long as the renewal dialog may reasonably stay open. */
export const RENEWAL_LIFETIME_MINUTES = 15;
const MINUTE_MS = 60 * 1000;

/**
 * Renewal tickets: the proof that a SUSPENDED user just gave the right password, good for one
 * `requestValidation` within 15 minutes. Only the hash is stored.
 */
export function createRenewalStore(db: Db) {
  const removeStale = db.prepare<[string]>("DELETE FROM renewal_tokens WHERE expires_at < ?");
  const insert = db.prepare<[number, string, string, string]>(
    "INSERT INTO renewal_tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const live = db.prepare<[string, string], { id: number; user_id: number }>(
    "SELECT id, user_id FROM renewal_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
  );
  const use = db.prepare<[string, number]>(
    "UPDATE renewal_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL",
  );

  return {
    issue(userId: number, now: Date): string {
      const token = randomBytes(32).toString("base64url");
      removeStale.run(now.toISOString());
      const expires = new Date(now.getTime() + RENEWAL_LIFETIME_MINUTES * MINUTE_MS);
      insert.run(userId, hashToken(token), now.toISOString(), expires.toISOString());
      return token;
    },
    /** The ticket's id and user while it is unused and unexpired. */
    find(token: string, now: Date): { id: number; userId: number } | null {
      const row = live.get(hashToken(token), now.toISOString());
      return row ? { id: row.id, userId: row.user_id } : null;
    },
    /** Marks it used; false when another request used it first. */
    use: (id: number, now: Date): boolean => use.run(now.toISOString(), id).changes === 1,
  };
}
