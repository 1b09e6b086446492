-- Content catalogue. Livestreams, VODs (incl. e-learning), shorts and playlists share one
-- table (`kind`); times are ISO 8601 UTC strings, so they compare as text.

CREATE TABLE experts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  title TEXT,
  short_bio TEXT,
  photo_path TEXT
);

CREATE TABLE expert_fields (
  expert_id INTEGER NOT NULL REFERENCES experts(id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES fields(id),
  PRIMARY KEY (expert_id, field_id)
) WITHOUT ROWID;
CREATE INDEX expert_fields_field ON expert_fields(field_id);

CREATE TABLE channel_experts (
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  expert_id INTEGER NOT NULL REFERENCES experts(id) ON DELETE CASCADE,
  role TEXT NOT NULL, -- ChannelExpertRole
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, expert_id)
) WITHOUT ROWID;

CREATE TABLE channel_supporters (
  id INTEGER PRIMARY KEY,
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL, -- SupporterType
  url TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX channel_supporters_channel ON channel_supporters(channel_id);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL -- TagType
);

CREATE TABLE contents (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,            -- LIVESTREAM, VOD, SHORT, PLAYLIST
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  status TEXT NOT NULL DEFAULT 'PUBLISHED', -- PublishStatus
  access TEXT NOT NULL DEFAULT 'PUBLIC',    -- ContentAccess: PUBLIC, LOGIN, HWG
  vod_type TEXT,                 -- VodType for VOD
  channel_id INTEGER REFERENCES channels(id) ON DELETE SET NULL,
  starts_at TEXT,                -- livestreams
  ends_at TEXT,
  duration_seconds INTEGER,
  chapters TEXT,                 -- JSON [{title, start_seconds}]
  cme_points INTEGER NOT NULL DEFAULT 0,
  media_url TEXT,                -- protected: stream or video address
  thumbnail_path TEXT,
  published_at TEXT NOT NULL,
  UNIQUE (kind, slug)
);
CREATE INDEX contents_listing ON contents(status, kind, published_at);
CREATE INDEX contents_schedule ON contents(kind, starts_at);
CREATE INDEX contents_channel ON contents(channel_id, kind);
CREATE INDEX contents_cme ON contents(status, cme_points);

CREATE TABLE content_fields (
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  field_id INTEGER NOT NULL REFERENCES fields(id),
  PRIMARY KEY (content_id, field_id)
) WITHOUT ROWID;
CREATE INDEX content_fields_field ON content_fields(field_id, content_id);

CREATE TABLE content_tags (
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (content_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX content_tags_tag ON content_tags(tag_id, content_id);

CREATE TABLE content_experts (
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  expert_id INTEGER NOT NULL REFERENCES experts(id) ON DELETE CASCADE,
  role TEXT NOT NULL, -- ExpertRole
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (content_id, expert_id)
) WITHOUT ROWID;
CREATE INDEX content_experts_expert ON content_experts(expert_id);

CREATE TABLE playlist_items (
  playlist_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (playlist_id, content_id)
) WITHOUT ROWID;

-- Manual featured entries; AUTO entries are computed from the livestream schedule.
CREATE TABLE featured_contents (
  id INTEGER PRIMARY KEY,
  content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
  priority INTEGER NOT NULL, -- 2 manual high, 3 manual medium, 5 manual low
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE marketing_banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  link_url TEXT NOT NULL,
  link_label TEXT NOT NULL,
  image_path TEXT,
  priority INTEGER NOT NULL, -- 0 HIGH, 1 MEDIUM, 2 LOW
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

CREATE TABLE landing_pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT,
  status TEXT NOT NULL DEFAULT 'PUBLISHED'
);

CREATE TABLE landing_page_sections (
  id INTEGER PRIMARY KEY,
  landing_page_id INTEGER NOT NULL REFERENCES landing_pages(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL, -- LandingPageSectionType
  title TEXT,
  text TEXT,
  image_path TEXT,
  link_url TEXT,
  link_label TEXT,
  payload TEXT NOT NULL DEFAULT '{}' -- JSON: ids of contents/experts/channels/fields, FAQ entries
);
CREATE INDEX landing_page_sections_page ON landing_page_sections(landing_page_id, position);

-- One index over every searchable record; only published records are indexed.
CREATE VIRTUAL TABLE search_index USING fts5(
  title,
  body,
  kind UNINDEXED,   -- SearchResultType
  ref_id UNINDEXED,
  tokenize = "unicode61 remove_diacritics 2",
  prefix = '2 3 4'
);
