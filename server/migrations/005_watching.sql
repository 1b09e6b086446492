-- Watching: events, citations, recordings, activation codes and unlocks, watch list and
-- watch progress. contents.access now also takes CODE and PAID.

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  thumbnail_path TEXT
);

ALTER TABLE contents ADD COLUMN citations TEXT; -- JSON [{text, url, start_seconds}]
ALTER TABLE contents ADD COLUMN event_id INTEGER REFERENCES events(id) ON DELETE SET NULL;
-- A livestream's recording, once published as a VOD.
ALTER TABLE contents ADD COLUMN recording_id INTEGER REFERENCES contents(id) ON DELETE SET NULL;
CREATE INDEX contents_event ON contents(event_id) WHERE event_id IS NOT NULL;

-- `code` is stored normalised: upper case, without spaces.
CREATE TABLE activation_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  multi_use INTEGER NOT NULL DEFAULT 0, -- 0: the first redemption uses it up; 1: once per user
  expires_at TEXT,                      -- null: never
  created_at TEXT NOT NULL
);

CREATE TABLE activation_code_contents (
  code_id INTEGER NOT NULL REFERENCES activation_codes(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  PRIMARY KEY (code_id, content_id)
) WITHOUT ROWID;

CREATE TABLE code_redemptions (
  code_id INTEGER NOT NULL REFERENCES activation_codes(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  redeemed_at TEXT NOT NULL,
  PRIMARY KEY (code_id, user_id)
) WITHOUT ROWID;

-- What a user may open beyond their level (CODE and PAID items).
CREATE TABLE content_unlocks (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  code_id INTEGER REFERENCES activation_codes(id) ON DELETE SET NULL,
  unlocked_at TEXT NOT NULL,
  PRIMARY KEY (user_id, content_id)
) WITHOUT ROWID;

CREATE TABLE watchlist (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  PRIMARY KEY (user_id, content_id)
) WITHOUT ROWID;
CREATE INDEX watchlist_user ON watchlist(user_id, added_at);

CREATE TABLE watch_progress (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  position_seconds INTEGER NOT NULL,
  max_position_seconds INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, content_id)
) WITHOUT ROWID;
CREATE INDEX watch_progress_user ON watch_progress(user_id, updated_at);
