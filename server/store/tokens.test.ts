import { describe, expect, it } from "vitest";
import { openDatabase } from "../db.ts";
import { seed } from "../seed/index.ts";
import { createTokenStore, hashToken, TOKEN_LIFETIME_DAYS } from "./tokens.ts";

// The token store on a database of its own: what it keeps, which only the storage shows.

const DAY_MS = 86_400_000;
const at = new Date("2026-03-01T10:00:00.000Z");

function store() {
  const db = openDatabase(":memory:");
  seed(db, { now: at });
  const { id } = db.prepare("SELECT id FROM users WHERE email = 'arzt@example.com'").get() as { id: number };
  return { db, tokens: createTokenStore(db), userId: id };
}

describe("API tokens", () => {
  it(`stores only the SHA-256 hash of the token, valid for ${TOKEN_LIFETIME_DAYS} days`, () => {
    const { db, tokens, userId } = store();
    const token = tokens.issue(userId, at);
    const rows = db.prepare("SELECT * FROM api_tokens").all() as Array<{
      token_hash: string;
      created_at: string;
      expires_at: string;
    }>;
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.token_hash === hashToken(token));
    expect(row).toBeDefined();
    expect((Date.parse(row!.expires_at) - Date.parse(row!.created_at)) / DAY_MS).toBe(TOKEN_LIFETIME_DAYS);
  });

  it("finds a token until it expires or is revoked", () => {
    const { tokens, userId } = store();
    const token = tokens.issue(userId, at);
    const lastDay = new Date(at.getTime() + TOKEN_LIFETIME_DAYS * DAY_MS - 1);
    expect(tokens.find(token, lastDay)?.user_id).toBe(userId);
    expect(tokens.find(token, new Date(lastDay.getTime() + 1))).toBeUndefined();
    tokens.revoke(tokens.find(token, at)!.id, at);
    expect(tokens.find(token, at)).toBeUndefined();
  });
});
