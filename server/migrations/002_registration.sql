-- Registration, password reset and proof of professional status.

-- Mailed one-time codes; only their SHA-256 is kept. A new code replaces unused ones.
CREATE TABLE codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  -- registration | password_reset
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Wrong tries; at the limit the code is dead.
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT
);
CREATE INDEX codes_email_purpose ON codes(email, purpose);

-- Every mail the API would send (the outbox page shows them).
CREATE TABLE mails (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- The 6-digit code of a code mail, so tests can read it; NULL for other mails.
  code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mails_to ON mails(to_email);

-- Upload tickets and the files that arrived for them.
CREATE TABLE uploads (
  uuid TEXT PRIMARY KEY,
  -- user_validation | assistant_price_validation
  purpose TEXT NOT NULL,
  original_name TEXT NOT NULL,
  -- Relative to DATA_DIR (uploads/<uuid>); NULL until the file arrived.
  stored_path TEXT,
  -- Sniffed from the content, not taken from the client.
  mime TEXT,
  size INTEGER,
  created_at TEXT NOT NULL,
  stored_at TEXT,
  -- Set once a validation request (or booking) uses the file; a file is attached once.
  attached_at TEXT
);

CREATE TABLE validation_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  profession TEXT NOT NULL,
  efn TEXT,
  upload_uuid TEXT REFERENCES uploads(uuid),
  -- PENDING | ACCEPTED | REJECTED
  status TEXT NOT NULL DEFAULT 'PENDING',
  submitted_at TEXT NOT NULL,
  decided_at TEXT,
  -- The staff user; NULL when decided from the CLI.
  decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX validation_requests_user ON validation_requests(user_id, status);
CREATE INDEX validation_requests_status ON validation_requests(status, submitted_at);

-- Spec 3.6: where a new user heard of the platform, a JSON array of UserSelfAttributionOrigin.
ALTER TABLE users ADD COLUMN self_attributions TEXT;
