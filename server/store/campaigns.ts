import { randomBytes } from "node:crypto";
import type { Db } from "../db.ts";
import { hashToken } from "./tokens.ts";

export type CampaignType = "TODAY" | "RECAP" | "FORECAST" | "DOCTUPUS";
/** ScheduledCampaignStatus (migration 030 says what each means). */
export type CampaignStatus = "PENDING" | "PROCESSING" | "COMPLETED" | "ERROR";
/** The setting an unsubscribe link turns off. */
export type MailSetting = "LIVESTREAM_DAY" | "SUMMARIES" | "PROMOTIONS";

export type CampaignRow = {
  id: number;
  type: CampaignType;
  status: CampaignStatus;
  scheduled_for: string;
  started_at: string | null;
  finished_at: string | null;
  recipients: number;
  /** Why an ERROR campaign stopped. */
  error: string | null;
};

export type RecipientRow = {
  id: number;
  email: string;
  first_name: string;
  summary_frequency: "WEEKLY" | "TWO_WEEKLY";
};

export type CampaignItemRow = {
  id: number;
  kind: string;
  slug: string;
  title: string;
  starts_at: string | null;
  published_at: string;
};

const SETTING_COLUMN: Record<MailSetting, string> = {
  LIVESTREAM_DAY: "notify_livestream_day",
  SUMMARIES: "notify_subscriptions",
  PROMOTIONS: "notify_promotions",
};

// Items of what a user follows: the channel, or one of the item's fields. `notifyOnly`: only follows
// whose bell is on (the day-of-livestream notice).
const FOLLOWED = `c.status = 'PUBLISHED' AND (
  c.channel_id IN (SELECT channel_id FROM user_channels WHERE user_id = @user AND (notify = 1 OR @all = 1))
  OR c.id IN (SELECT cf.content_id FROM content_fields cf JOIN user_fields uf ON uf.field_id = cf.field_id
              WHERE uf.user_id = @user AND (uf.notify = 1 OR @all = 1)))`;

/** Campaigns, their deliveries, personal unsubscribe tokens and what a campaign's mail lists. */
export function createCampaignStore(db: Db) {
  const insert = db.prepare<[string, string, string], CampaignRow>(
    "INSERT INTO notification_campaigns (type, status, scheduled_for) VALUES (?, ?, ?) RETURNING *",
  );
  const byId = db.prepare<[number], CampaignRow>("SELECT * FROM notification_campaigns WHERE id = ?");
  const due = db.prepare<[string], CampaignRow>(
    "SELECT * FROM notification_campaigns WHERE status = 'PENDING' AND scheduled_for <= ? ORDER BY scheduled_for",
  );
  // The pending ones first, soonest first: far-future campaigns must not push one due soon off the page.
  const list = db.prepare<[], CampaignRow>(
    `SELECT * FROM notification_campaigns
     ORDER BY status = 'PENDING' DESC, CASE WHEN status = 'PENDING' THEN scheduled_for END,
       scheduled_for DESC LIMIT 100`,
  );
  const pendingAt = db.prepare<[string, string], number>(
    "SELECT 1 FROM notification_campaigns WHERE status = 'PENDING' AND type = ? AND scheduled_for = ?",
  );
  // One runner per campaign, and one campaign of a type at a time (the API, its minute check and the
  // CLI may try at once): the same user must not get two of a kind's mails at the same moment.
  const start = db.prepare<[string, number]>(
    `UPDATE notification_campaigns SET status = 'PROCESSING', started_at = ? WHERE id = ? AND status = 'PENDING'
     AND NOT EXISTS (SELECT 1 FROM notification_campaigns other
                     WHERE other.type = notification_campaigns.type AND other.status = 'PROCESSING')`,
  );
  const sent = db
    .prepare<[number], number>("SELECT count(*) FROM campaign_deliveries WHERE campaign_id = ?")
    .pluck();
  // A click's recipient is in its mt ("campaign-user-TYPE"), signed, also when they were signed out.
  const clicks = db.prepare<[number], { type: string; clicks: number; recipients: number }>(
    `SELECT click_type AS type, count(*) AS clicks,
       count(DISTINCT substr(mt, 1, length(mt) - length(click_type) - 1)) AS recipients
     FROM notification_clicks WHERE campaign_id = ? AND click_type IS NOT NULL GROUP BY click_type`,
  );
  const clickers = db
    .prepare<[number], number>(
      `SELECT count(DISTINCT substr(mt, 1, length(mt) - length(click_type) - 1))
       FROM notification_clicks WHERE campaign_id = ? AND click_type IS NOT NULL`,
    )
    .pluck();
  const finish = db.prepare<[string, number, number]>(
    "UPDATE notification_campaigns SET status = 'COMPLETED', finished_at = ?, recipients = ? WHERE id = ?",
  );
  const fail = db.prepare<[string, number, string, number]>(
    "UPDATE notification_campaigns SET status = 'ERROR', finished_at = ?, recipients = ?, error = ? WHERE id = ?",
  );
  const interrupted = db.prepare<[string]>(
    "UPDATE notification_campaigns SET status = 'ERROR', finished_at = ?, error = 'interrupted' WHERE status = 'PROCESSING'",
  );
  const cancel = db.prepare<[number]>(
    "DELETE FROM notification_campaigns WHERE id = ? AND status = 'PENDING'",
  );
  const recipients = (setting: MailSetting) =>
    db.prepare<[], RecipientRow>(
      `SELECT id, email, first_name, summary_frequency FROM users
       WHERE status = 'ACTIVE' AND ${SETTING_COLUMN[setting]} = 1 ORDER BY id`,
    );
  const recipientsBySetting = {
    LIVESTREAM_DAY: recipients("LIVESTREAM_DAY"),
    SUMMARIES: recipients("SUMMARIES"),
    PROMOTIONS: recipients("PROMOTIONS"),
  };
  const livestreams = db.prepare<Record<string, unknown>, CampaignItemRow>(
    `SELECT c.id, c.kind, c.slug, c.title, c.starts_at, c.published_at FROM contents c
     WHERE c.kind = 'LIVESTREAM' AND c.starts_at >= @from AND c.starts_at < @to AND ${FOLLOWED}
     ORDER BY c.starts_at LIMIT 10`,
  );
  const videos = db.prepare<Record<string, unknown>, CampaignItemRow>(
    `SELECT c.id, c.kind, c.slug, c.title, c.starts_at, c.published_at FROM contents c
     WHERE c.kind = 'VOD' AND c.published_at >= @from AND c.published_at < @to AND ${FOLLOWED}
     ORDER BY c.published_at DESC LIMIT 10`,
  );
  const tutorials = db.prepare<[string], CampaignItemRow>(
    `SELECT id, kind, slug, title, starts_at, published_at FROM contents
     WHERE kind = 'VOD' AND vod_type = 'E_LEARNING' AND status = 'PUBLISHED' AND published_at <= ?
     ORDER BY published_at DESC LIMIT 3`,
  );
  const lastDelivery = db
    .prepare<[number, string], string | null>(
      `SELECT max(c.started_at) FROM campaign_deliveries d JOIN notification_campaigns c ON c.id = d.campaign_id
       WHERE d.user_id = ? AND c.type = ?`,
    )
    .pluck();
  const deliver = db.prepare<[number, number, number]>(
    "INSERT OR IGNORE INTO campaign_deliveries (campaign_id, user_id, mail_id) VALUES (?, ?, ?)",
  );
  const insertToken = db.prepare<[string, number, string, string]>(
    "INSERT INTO unsubscribe_tokens (token_hash, user_id, kind, created_at) VALUES (?, ?, ?, ?)",
  );
  const token = db.prepare<
    [string],
    { user_id: number; kind: MailSetting; used_at: string | null; email: string }
  >(
    `SELECT t.user_id, t.kind, t.used_at, u.email FROM unsubscribe_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = ?`,
  );
  const useToken = db.prepare<[string, string]>(
    "UPDATE unsubscribe_tokens SET used_at = coalesce(used_at, ?) WHERE token_hash = ?",
  );
  const turnOff = Object.fromEntries(
    (Object.keys(SETTING_COLUMN) as MailSetting[]).map((setting) => [
      setting,
      db.prepare<[string, number]>(
        `UPDATE users SET ${SETTING_COLUMN[setting]} = 0, updated_at = ? WHERE id = ?`,
      ),
    ]),
  ) as Record<MailSetting, ReturnType<typeof db.prepare<[string, number]>>>;

  return {
    schedule: (type: CampaignType, at: Date) => insert.get(type, "PENDING", at.toISOString())!,
    byId: (id: number) => byId.get(id) ?? null,
    due: (now: Date) => due.all(now.toISOString()),
    /** The pending campaigns, soonest first, then the others, newest first (at most 100). */
    list: () => list.all(),
    /** Whether a campaign of this type is already pending at this time. */
    pendingAt: (type: CampaignType, at: Date) => pendingAt.pluck().get(type, at.toISOString()) !== undefined,
    /** How many got a campaign's mail, how many clicked, and the clicks by type (staff pages). */
    report: (id: number) => ({
      sent: sent.get(id) ?? 0,
      clicked: clickers.get(id) ?? 0,
      clicks: clicks.all(id),
    }),
    /** False when another runner took it first, it was canceled, or one of its type is being sent. */
    start: (id: number, now: Date) => start.run(now.toISOString(), id).changes === 1,
    finish: (id: number, recipients: number, now: Date) => finish.run(now.toISOString(), recipients, id),
    fail: (id: number, recipients: number, error: string, now: Date) =>
      fail.run(now.toISOString(), recipients, error, id),
    /** At start: campaigns a stopped API left PROCESSING will not go on by themselves. */
    markInterrupted: (now: Date) => interrupted.run(now.toISOString()).changes,
    /** Removes a PENDING campaign; false when it is not (any longer) PENDING. */
    cancel: (id: number) => cancel.run(id).changes === 1,
    recipients: (setting: MailSetting) => recipientsBySetting[setting].all(),
    livestreams: (user: number, from: Date, to: Date, notifyOnly: boolean) =>
      livestreams.all({ user, from: from.toISOString(), to: to.toISOString(), all: notifyOnly ? 0 : 1 }),
    videos: (user: number, from: Date, to: Date) =>
      videos.all({ user, from: from.toISOString(), to: to.toISOString(), all: 1 }),
    tutorials: (now: Date) => tutorials.all(now.toISOString()),
    lastDelivery: (user: number, type: CampaignType) => lastDelivery.get(user, type) ?? null,
    deliver: (campaign: number, user: number, mail: number) => deliver.run(campaign, user, mail),
    /** A new personal unsubscribe token (only its hash is kept). */
    unsubscribeToken(user: number, kind: MailSetting, now: Date): string {
      const value = randomBytes(24).toString("base64url");
      insertToken.run(hashToken(value), user, kind, now.toISOString());
      return value;
    },
    token: (value: string) => token.get(hashToken(value)) ?? null,
    /** Turns the token's kind of mail off for its user (again: harmless). */
    unsubscribe(value: string, now: Date) {
      const found = token.get(hashToken(value));
      if (!found) return null;
      db.transaction(() => {
        turnOff[found.kind].run(now.toISOString(), found.user_id);
        useToken.run(now.toISOString(), hashToken(value));
      })();
      return found;
    },
  };
}
