-- Contact requests (spec 3.6 ContactFormRecipient): kept as the team's record, mailed to it.
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL CHECK (recipient IN ('SALES', 'SUPPORT')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  -- A signed-in sender's requests go with the account (account deletion, decision 017).
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_requests_by_email ON contact_requests (email, created_at);
