import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db.ts";

/** Spec 9: the token lives 400 days, like the BFF's session cookie. */
export const TOKEN_LIFETIME_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

// Only the hash is stored, so a leaked database does not hand out sessions.
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export interface TokenRow {
  id: number;
  user_id: number;
  /** Staff simulating a user in this session only (spec 2.4): 1 or 0. */
  is_simulating_user: number;
  /** While simulating: the chosen user this session sees the site as, or null (decision 037). */
  simulated_user_id: number | null;
}

export function createTokenStore(db: Db) {
  const insert = db.prepare<[number, string, string, string]>(
    "INSERT INTO api_tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const findValid = db.prepare<[string, string], TokenRow>(
    "SELECT id, user_id, is_simulating_user, simulated_user_id FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?",
  );
  const revoke = db.prepare<[string, number]>("UPDATE api_tokens SET revoked_at = ? WHERE id = ?");
  const setSimulating = db.prepare<[number, number | null, number]>(
    "UPDATE api_tokens SET is_simulating_user = ?, simulated_user_id = ? WHERE id = ?",
  );
  const revokeAll = db.prepare<[string, number]>(
    "UPDATE api_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
  );
  const revokeOthers = db.prepare<[string, number, number]>(
    "UPDATE api_tokens SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL",
  );

  return {
    issue(userId: number, now: Date): string {
      const token = randomBytes(40).toString("base64url");
      const expires = new Date(now.getTime() + TOKEN_LIFETIME_DAYS * DAY_MS);
      insert.run(userId, hashToken(token), now.toISOString(), expires.toISOString());
      return token;
    },
    find(token: string, now: Date): TokenRow | undefined {
      return findValid.get(hashToken(token), now.toISOString());
    },
    /**
     * Switches user simulation of one session, not of the account's other sessions: of a normal
     * user, or of the chosen user `userId` (switching off forgets the choice).
     */
    setSimulating(tokenId: number, value: boolean, userId: number | null = null): void {
      setSimulating.run(value ? 1 : 0, value ? userId : null, tokenId);
    },
    revoke(tokenId: number, now: Date): void {
      revoke.run(now.toISOString(), tokenId);
    },
    /** Signs the user out everywhere but here (a password change). */
    revokeOthers(userId: number, keepTokenId: number, now: Date): void {
      revokeOthers.run(now.toISOString(), userId, keepTokenId);
    },
    /** Signs the user out everywhere (a password reset). */
    revokeAllForUser(userId: number, now: Date): void {
      revokeAll.run(now.toISOString(), userId);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
