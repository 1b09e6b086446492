-- Times are ISO 8601 UTC strings (Date#toISOString), so they compare as text.

CREATE TABLE fields (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  label_de TEXT NOT NULL,
  label_en TEXT NOT NULL,
  icon TEXT NOT NULL,
  color TEXT NOT NULL,
  relevant INTEGER NOT NULL DEFAULT 1,
  mapped_id INTEGER REFERENCES fields(id)
);

CREATE TABLE channels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT,
  primary_field_id INTEGER REFERENCES fields(id),
  -- A path on this API (made absolute per request) or an absolute URL.
  thumbnail_path TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  title TEXT,
  gender TEXT,
  profession TEXT NOT NULL,
  employment TEXT,
  country TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'de',
  status TEXT NOT NULL DEFAULT 'ACTIVE',
  role TEXT,
  validation_status TEXT,
  validation_expires_at TEXT,
  validation_file TEXT,
  efn TEXT,
  field_id INTEGER REFERENCES fields(id),
  show_tour INTEGER NOT NULL DEFAULT 1,
  show_field_dialog INTEGER NOT NULL DEFAULT 0,
  is_simulating_user INTEGER NOT NULL DEFAULT 0,
  notify_promotions INTEGER NOT NULL DEFAULT 0,
  notify_subscriptions INTEGER NOT NULL DEFAULT 1,
  is_old INTEGER NOT NULL DEFAULT 0,
  password_editable INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE user_fields (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES fields(id),
  notify INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, field_id)
) WITHOUT ROWID;

CREATE TABLE user_channels (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  notify INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, channel_id)
) WITHOUT ROWID;

CREATE TABLE api_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX api_tokens_user ON api_tokens(user_id);

CREATE TABLE notification_clicks (
  id INTEGER PRIMARY KEY,
  mt TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  clicked_at TEXT NOT NULL
);
