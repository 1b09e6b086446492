import type { Db } from "../db.ts";

export function createNotificationStore(db: Db) {
  const insert = db.prepare<[string, number | null, string, number | null, string | null]>(
    "INSERT INTO notification_clicks (mt, user_id, clicked_at, campaign_id, click_type) VALUES (?, ?, ?, ?, ?)",
  );
  const campaignExists = db
    .prepare<[number], number>("SELECT 1 FROM notification_campaigns WHERE id = ?")
    .pluck();
  return {
    /** A click; `campaign` when the mt names one (server/campaigns/run.ts). */
    recordClick(
      mt: string,
      userId: number | null,
      now: Date,
      campaign?: { campaignId: number; clickType: string },
    ): void {
      const known = campaign && campaignExists.get(campaign.campaignId) === 1 ? campaign : undefined;
      insert.run(mt, userId, now.toISOString(), known?.campaignId ?? null, known?.clickType ?? null);
    },
  };
}
