-- Email change requests (decision 017): each request mails a code to an address that is not yet the
-- user's, so requests are counted per user and per address. A deleted account's rows stay, without
-- the link, until they leave the window: deleting an account must not reset an address's limit.
CREATE TABLE email_change_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX email_change_requests_by_user ON email_change_requests (user_id, created_at);
CREATE INDEX email_change_requests_by_email ON email_change_requests (email, created_at);
