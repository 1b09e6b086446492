-- Watched time is paid out of one budget of wall time per user across all items (decision 016): a
-- person watches one thing at a time. Wall time up to `credited_until` is spent; `content_id` is the
-- item that earned last, at `earned_at` (while it keeps earning, another item playing at once does not).
CREATE TABLE watch_budgets (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  credited_until TEXT NOT NULL,
  content_id INTEGER REFERENCES contents (id) ON DELETE SET NULL,
  earned_at TEXT NOT NULL
);
-- The per-item budget it replaces.
ALTER TABLE watch_progress DROP COLUMN credited_until;
-- Reports in a row, up to the item's latest, that earned nothing because another item was earning.
ALTER TABLE watch_progress ADD COLUMN counted_elsewhere INTEGER NOT NULL DEFAULT 0;
