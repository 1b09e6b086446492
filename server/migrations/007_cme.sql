-- CME: accreditation per item, watched time, the test, certificates and the points cycle.

-- An item's accreditation; all null without CME points.
ALTER TABLE contents ADD COLUMN cme_vnr TEXT;              -- the event number (VNR), 19 digits
ALTER TABLE contents ADD COLUMN cme_authority TEXT;        -- a chamber's code, EACCME or EBAP
ALTER TABLE contents ADD COLUMN cme_valid_from TEXT;
ALTER TABLE contents ADD COLUMN cme_valid_to TEXT;
ALTER TABLE contents ADD COLUMN cme_threshold_minutes INTEGER;
ALTER TABLE contents ADD COLUMN cme_processing_days INTEGER;

-- Real watched time (not the furthest position): see server/cme/watch-time.ts.
ALTER TABLE watch_progress ADD COLUMN watched_seconds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE watch_progress ADD COLUMN reported_at TEXT;

ALTER TABLE users ADD COLUMN cme_cycle_start TEXT;         -- the user's 5-year CME cycle, a date

CREATE TABLE cme_questions (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  options TEXT NOT NULL,   -- JSON array of at least 5 option texts
  correct INTEGER NOT NULL -- index into options
);
CREATE INDEX cme_questions_content ON cme_questions(content_id);

CREATE TABLE cme_attempts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  drawn TEXT NOT NULL,                 -- JSON [{question, order: [option indexes as shown]}]
  answers TEXT NOT NULL DEFAULT '{}',  -- JSON {questionId: option index}
  started_at TEXT NOT NULL,
  submitted_at TEXT,
  score INTEGER
);
CREATE INDEX cme_attempts_user ON cme_attempts(user_id, content_id, id);

CREATE TABLE cme_certificates (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,          -- public, printed and in the QR code's address
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id),
  type TEXT NOT NULL,                   -- LIVE, VOD, PARTICIPATION
  status TEXT NOT NULL,                 -- TO_BE_REQUESTED, REQUESTED, RELEASE_PENDING, ACCREDITED
  requester TEXT NOT NULL,              -- PLATFORM (EFN through the EIV) or EXTERNAL (the user submits the PDF)
  -- Copied at issue: a later change of the item or the user does not change a certificate.
  full_name TEXT NOT NULL,
  efn TEXT,
  content_title TEXT NOT NULL,
  points INTEGER NOT NULL,
  category TEXT,
  vnr TEXT,
  authority TEXT,
  processing_days INTEGER NOT NULL DEFAULT 0,
  attempt_id INTEGER REFERENCES cme_attempts(id) ON DELETE SET NULL,
  issued_at TEXT NOT NULL,
  requested_at TEXT,
  release_pending_at TEXT,
  accredited_at TEXT,
  UNIQUE (user_id, content_id, type)
);
CREATE INDEX cme_certificates_status ON cme_certificates(status, requested_at);
