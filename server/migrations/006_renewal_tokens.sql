-- Validation renewal after a SUSPENDED login: the login hands out a short-lived,
-- single-use ticket, so the BFF never has to keep the password until the proof is sent.
CREATE TABLE renewal_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX renewal_tokens_expiry ON renewal_tokens(expires_at);
