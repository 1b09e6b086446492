-- Notification campaigns (spec 3.6 and 9): the mails the platform sends on its own, when
-- they ran, and which kind of mail each personal unsubscribe link turns off.
CREATE TABLE notification_campaigns (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('TODAY', 'RECAP', 'FORECAST', 'DOCTUPUS')),
  -- ScheduledCampaignStatus
  status TEXT NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'SENDING', 'SENT', 'CANCELED')),
  scheduled_for TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  recipients INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notification_campaigns_due ON notification_campaigns (status, scheduled_for);

-- One per mail; the token is only in the mail, the hash here. Turning a kind off twice is harmless.
CREATE TABLE unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The setting it turns off: LIVESTREAM_DAY (TODAY), SUMMARIES (RECAP, FORECAST), PROMOTIONS (DOCTUPUS)
  kind TEXT NOT NULL CHECK (kind IN ('LIVESTREAM_DAY', 'SUMMARIES', 'PROMOTIONS')),
  created_at TEXT NOT NULL,
  used_at TEXT
);

-- What a tracked link was (spec 3.6 click types), read from its signed mt.
ALTER TABLE notification_clicks ADD COLUMN campaign_id INTEGER REFERENCES notification_campaigns (id);
ALTER TABLE notification_clicks ADD COLUMN click_type TEXT;

-- Who got which campaign's mail (a two-weekly summary skips a week by it).
CREATE TABLE campaign_deliveries (
  campaign_id INTEGER NOT NULL REFERENCES notification_campaigns (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mail_id INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, user_id)
);
CREATE INDEX campaign_deliveries_by_user ON campaign_deliveries (user_id);
