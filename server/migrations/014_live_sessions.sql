-- The live session of a livestream (spec 3.3): questions, interjections, polls, and a
-- version that grows with every change (the subscription's resume point).
CREATE TABLE live_sessions (
  livestream_id INTEGER PRIMARY KEY REFERENCES contents (id) ON DELETE CASCADE,
  version INTEGER NOT NULL DEFAULT 0,
  active_question_id INTEGER,
  active_interjection_id INTEGER
);

CREATE TABLE live_questions (
  id INTEGER PRIMARY KEY,
  livestream_id INTEGER NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  -- The asker's questions go with the account (account deletion, decision 017).
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  anonymous INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'ANSWERED')),
  hidden INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX live_questions_by_stream ON live_questions (livestream_id, id);
CREATE INDEX live_questions_by_user ON live_questions (user_id, created_at);

CREATE TABLE live_interjections (
  id INTEGER PRIMARY KEY,
  livestream_id INTEGER NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'REQUESTED'
    CHECK (status IN ('REQUESTED', 'ACCEPTED', 'DECLINED', 'FINISHED', 'WITHDRAWN')),
  created_at TEXT NOT NULL
);
CREATE INDEX live_interjections_by_stream ON live_interjections (livestream_id, id);

CREATE TABLE live_polls (
  id INTEGER PRIMARY KEY,
  livestream_id INTEGER NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  question TEXT NOT NULL,
  options TEXT NOT NULL, -- JSON array of labels
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  created_at TEXT NOT NULL
);
CREATE INDEX live_polls_by_stream ON live_polls (livestream_id, id);

-- One vote per viewer and poll, kept by the primary key.
CREATE TABLE live_poll_votes (
  poll_id INTEGER NOT NULL REFERENCES live_polls (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  option_index INTEGER NOT NULL,
  PRIMARY KEY (poll_id, user_id)
);
