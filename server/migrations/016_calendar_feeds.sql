-- The personal calendar feed: one secret address per user, kept as a hash; a new one
-- replaces the old, revoking deletes it.
CREATE TABLE calendar_feeds (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
