-- rebuilds tables (server/db.ts): the status CHECK changes.
-- ScheduledCampaignStatus as the spec names it: PENDING (waiting for its time), PROCESSING (sending),
-- COMPLETED, ERROR (sending failed or was interrupted; `error` says why, `recipients` how many got it
-- before). A canceled campaign is removed: it never sent anything.
CREATE TABLE notification_campaigns_new (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('TODAY', 'RECAP', 'FORECAST', 'DOCTUPUS')),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'ERROR')),
  scheduled_for TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  recipients INTEGER NOT NULL DEFAULT 0,
  error TEXT
);
INSERT INTO notification_campaigns_new (id, type, status, scheduled_for, started_at, finished_at, recipients, error)
SELECT id, type,
  CASE status WHEN 'SCHEDULED' THEN 'PENDING' WHEN 'SENDING' THEN 'ERROR' ELSE 'COMPLETED' END,
  scheduled_for, started_at, finished_at, recipients,
  CASE status WHEN 'SENDING' THEN 'interrupted' END
FROM notification_campaigns WHERE status <> 'CANCELED';
DROP TABLE notification_campaigns;
ALTER TABLE notification_campaigns_new RENAME TO notification_campaigns;
CREATE INDEX notification_campaigns_due ON notification_campaigns (status, scheduled_for);
