-- Feedback on a content item, an event or the platform (spec 2.5): a rating and a text.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  -- Goes with the account (account deletion, decision 017).
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id INTEGER REFERENCES contents (id) ON DELETE CASCADE,
  event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  CHECK (content_id IS NULL OR event_id IS NULL)
);
CREATE INDEX feedback_by_user ON feedback (user_id, created_at);
