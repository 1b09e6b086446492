import type { Db } from "../db.ts";

export function createNotificationStore(db: Db) {
  const insert = db.prepare<[string, number | null, string]>(
    "INSERT INTO notification_clicks (mt, user_id, clicked_at) VALUES (?, ?, ?)",
  );
  return {
    recordClick(mt: string, userId: number | null, now: Date): void {
      insert.run(mt, userId, now.toISOString());
    },
  };
}
