-- The account: how often the summary mail comes and the day-of-livestream notice (spec §9).
ALTER TABLE users ADD COLUMN summary_frequency TEXT NOT NULL DEFAULT 'WEEKLY'; -- WEEKLY or TWO_WEEKLY
ALTER TABLE users ADD COLUMN notify_livestream_day INTEGER NOT NULL DEFAULT 1;
