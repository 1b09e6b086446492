import type { Db } from "../db.ts";

export interface ActivationCodeRow {
  id: number;
  code: string;
  multi_use: number;
  expires_at: string | null;
}

export type UnlockOutcome =
  { status: "UNLOCKED"; contentIds: number[] } | { status: "INVALID" | "USED" | "EXPIRED" };

/** "  fortbildung - 2026 " -> "FORTBILDUNG-2026": case and spaces do not count. */
export const normaliseCode = (code: string): string => code.replace(/\s+/g, "").toUpperCase();

/** Activation codes, their redemptions and the items they opened per user. */
export function createActivationStore(db: Db) {
  const byCode = db.prepare<[string], ActivationCodeRow>(
    "SELECT id, code, multi_use, expires_at FROM activation_codes WHERE code = ?",
  );
  const redeemedBy = db.prepare<[number, number], { n: number }>(
    "SELECT 1 AS n FROM code_redemptions WHERE code_id = ? AND user_id = ?",
  );
  const redeemedByAnyone = db.prepare<[number], { n: number }>(
    "SELECT 1 AS n FROM code_redemptions WHERE code_id = ? LIMIT 1",
  );
  const contents = db.prepare<[number], { content_id: number }>(
    "SELECT content_id FROM activation_code_contents WHERE code_id = ? ORDER BY content_id",
  );
  const redeem = db.prepare("INSERT INTO code_redemptions (code_id, user_id, redeemed_at) VALUES (?, ?, ?)");
  const unlock = db.prepare(
    "INSERT OR IGNORE INTO content_unlocks (user_id, content_id, code_id, unlocked_at) VALUES (?, ?, ?, ?)",
  );
  const unlocked = db.prepare<[number], { content_id: number }>(
    "SELECT content_id FROM content_unlocks WHERE user_id = ?",
  );
  const unlockedList = db.prepare<[number], { content_id: number; unlocked_at: string }>(
    "SELECT content_id, unlocked_at FROM content_unlocks WHERE user_id = ? ORDER BY unlocked_at DESC, content_id DESC",
  );
  const create = db.prepare(
    "INSERT INTO activation_codes (code, multi_use, expires_at, created_at) VALUES (?, ?, ?, ?)",
  );
  const link = db.prepare(
    "INSERT OR IGNORE INTO activation_code_contents (code_id, content_id) VALUES (?, ?)",
  );

  return {
    /** Ids of the items the user has unlocked. */
    unlockedIds: (user: number) => new Set(unlocked.all(user).map((row) => row.content_id)),
    /** The user's unlocks, last first. */
    unlockedList: (user: number) => unlockedList.all(user),
    /** Checks and redeems in one transaction, so a single-use code opens for one user only. */
    redeem: db.transaction((user: number, code: string, now: Date): UnlockOutcome => {
      const row = byCode.get(normaliseCode(code));
      if (!row) return { status: "INVALID" };
      if (redeemedBy.get(row.id, user)) return { status: "USED" };
      if (row.expires_at !== null && row.expires_at <= now.toISOString()) return { status: "EXPIRED" };
      if (row.multi_use === 0 && redeemedByAnyone.get(row.id)) return { status: "USED" };
      const stamp = now.toISOString();
      redeem.run(row.id, user, stamp);
      const ids = contents.all(row.id).map((r) => r.content_id);
      for (const id of ids) unlock.run(user, id, row.id, stamp);
      return { status: "UNLOCKED", contentIds: ids };
    }),
    /** For the seed and tests. */
    create(
      code: string,
      options: { multiUse: boolean; expiresAt: string | null; contentIds: number[] },
      now: Date,
    ) {
      const id = Number(
        create.run(normaliseCode(code), options.multiUse ? 1 : 0, options.expiresAt, now.toISOString())
          .lastInsertRowid,
      );
      for (const contentId of options.contentIds) link.run(id, contentId);
      return id;
    },
  };
}

export type ActivationStore = ReturnType<typeof createActivationStore>;
