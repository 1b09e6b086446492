-- CME by topic (decision 016): an item's test draws from its topic's question bank (server/cme/banks),
-- the retake limit counts per user and bank, and the accreditation states its nominal length.

-- The topic bank of an item (TopicBank.topic); null: no bank, so no CME points and no sources.
ALTER TABLE contents ADD COLUMN cme_topic TEXT;
-- The accredited length in minutes (the points follow from it); null without CME points.
ALTER TABLE contents ADD COLUMN cme_nominal_minutes INTEGER;
-- A demo item: a 1-minute threshold, so the whole flow can be tried with the short sample media.
ALTER TABLE contents ADD COLUMN cme_demo INTEGER NOT NULL DEFAULT 0;

-- Questions belong to a topic's bank, shared by every item on the topic (they were copied per item
-- from one generic bank, so what one item's score taught passed another's test).
DROP INDEX cme_questions_content;
DROP TABLE cme_questions;
CREATE TABLE cme_questions (
  id INTEGER PRIMARY KEY,
  topic TEXT NOT NULL,
  text TEXT NOT NULL,
  options TEXT NOT NULL,   -- JSON array of at least 5 option texts
  correct INTEGER NOT NULL, -- index into options
  UNIQUE (topic, text)
);

-- Earlier attempts drew from the per-item pools dropped above; certificates keep what they say and
-- stand for the passed test.
DELETE FROM cme_attempts;
-- The bank an attempt drew from: the daily limit and the fresh draw count per user and bank.
ALTER TABLE cme_attempts ADD COLUMN topic TEXT NOT NULL DEFAULT '';
CREATE INDEX cme_attempts_topic ON cme_attempts(user_id, topic, id);
