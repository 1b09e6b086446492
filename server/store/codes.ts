import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../db.ts";

/** Registration and reset codes: 6 digits, 30 minutes, at most 5 wrong tries. */
export const CODE_LIFETIME_MINUTES = 30;
export const CODE_MAX_ATTEMPTS = 5;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type CodePurpose = "registration" | "password_reset" | "email_change";

const hashCode = (code: string): Buffer => createHash("sha256").update(code).digest();

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
}

export function createCodeStore(db: Db) {
  const removeUnused = db.prepare<[string, string, number | null]>(
    "DELETE FROM codes WHERE email = ? AND purpose = ? AND user_id IS ? AND used_at IS NULL",
  );
  const removeStale = db.prepare<[string]>("DELETE FROM codes WHERE expires_at < ?");
  const insert = db.prepare<[string, string, number | null, string, string, string, number]>(
    `INSERT INTO codes (email, purpose, user_id, code_hash, created_at, expires_at, attempts)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const latest = db.prepare<[string, string, number | null], CodeRow>(
    `SELECT id, code_hash, expires_at, attempts FROM codes
     WHERE email = ? AND purpose = ? AND user_id IS ? AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  const recentAttempts = db.prepare<[string, string, number | null, string], { attempts: number }>(
    `SELECT attempts FROM codes WHERE email = ? AND purpose = ? AND user_id IS ? AND used_at IS NULL
     AND created_at > ? ORDER BY id DESC LIMIT 1`,
  );
  const latestIssue = db.prepare<[string, string, number | null], { created_at: string; attempts: number }>(
    `SELECT created_at, attempts FROM codes
     WHERE email = ? AND purpose = ? AND user_id IS ? AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  const anyIssued = db.prepare<[string, string, number | null], number>(
    "SELECT 1 FROM codes WHERE email = ? AND purpose = ? AND user_id IS ? LIMIT 1",
  );
  const countAttempt = db.prepare<[number]>("UPDATE codes SET attempts = attempts + 1 WHERE id = ?");
  const consume = db.prepare<[string, number]>(
    "UPDATE codes SET used_at = ? WHERE id = ? AND used_at IS NULL",
  );

  const issue = db.transaction(
    (
      email: string,
      purpose: CodePurpose,
      now: Date,
      keepAttemptsSince: Date | null,
      user: number | null,
    ): string => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      // The wrong tries of the code it replaces, so asking again does not buy fresh guesses.
      const attempts = keepAttemptsSince
        ? (recentAttempts.get(email, purpose, user, keepAttemptsSince.toISOString())?.attempts ?? 0)
        : 0;
      removeUnused.run(email, purpose, user);
      removeStale.run(new Date(now.getTime() - DAY_MS).toISOString());
      const expires = new Date(now.getTime() + CODE_LIFETIME_MINUTES * MINUTE_MS);
      insert.run(
        email,
        purpose,
        user,
        hashCode(code).toString("hex"),
        now.toISOString(),
        expires.toISOString(),
        attempts,
      );
      return code;
    },
  );

  const verify = db.transaction(
    (email: string, purpose: CodePurpose, code: string, now: Date, user: number | null) => {
      const row = latest.get(email, purpose, user);
      // Expired and dead codes stay wrong whatever is entered; only live ones count tries.
      if (!row || row.expires_at <= now.toISOString() || row.attempts >= CODE_MAX_ATTEMPTS) return null;
      if (!timingSafeEqual(hashCode(code), Buffer.from(row.code_hash, "hex"))) {
        countAttempt.run(row.id);
        return null;
      }
      return row.id;
    },
  );

  return {
    /**
     * Makes a new code for the address, replacing its unused ones, and answers it in clear. With
     * `keepAttemptsSince`, the new code inherits the wrong tries of the one it replaces when that was
     * issued after this time. With `user` (an email change), the code is that user's for the address:
     * it replaces and inherits only their own.
     */
    issue: (
      email: string,
      purpose: CodePurpose,
      now: Date,
      keepAttemptsSince: Date | null = null,
      user: number | null = null,
    ): string => issue(email, purpose, now, keepAttemptsSince, user),
    /** Whether a code (used or not) of the address is still kept: stale ones go after a day. */
    issued: (email: string, purpose: CodePurpose, user: number | null = null): boolean =>
      anyIssued.pluck().get(email, purpose, user) !== undefined,
    /**
     * The id of the latest live code (of `user` for the address, when given) when `code` matches it;
     * a wrong code counts as a try.
     */
    verify: (
      email: string,
      purpose: CodePurpose,
      code: string,
      now: Date,
      user: number | null = null,
    ): number | null => verify(email, purpose, code, now, user),
    /**
     * When the latest unused code (of `user` for the address, when given) was issued, if wrong tries
     * have used it up; null otherwise.
     */
    exhaustedAt(email: string, purpose: CodePurpose, user: number | null = null): Date | null {
      const row = latestIssue.get(email, purpose, user);
      return row && row.attempts >= CODE_MAX_ATTEMPTS ? new Date(row.created_at) : null;
    },
    /** Marks the code used; false when another request used it first. */
    consume: (id: number, now: Date): boolean => consume.run(now.toISOString(), id).changes === 1,
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
