-- The event page in full: agenda (Europe/Berlin times stored as UTC instants), experts by
-- role, supporters and info sections.

ALTER TABLE events ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;  -- EventState PAUSED while live

CREATE TABLE event_agenda_items (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  type TEXT NOT NULL,            -- TALK, BREAKOUT_LIVESTREAM, WELCOME, PAUSE, END, BREAKOUT_TRANSMISSION, BREAKOUT_EXTERNAL
  title TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  room TEXT,                     -- breakouts run side by side in rooms
  external_url TEXT,             -- BREAKOUT_EXTERNAL
  expert_ids TEXT                -- JSON array of expert ids speaking
);
CREATE INDEX event_agenda_event ON event_agenda_items(event_id, starts_at);

CREATE TABLE event_experts (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  expert_id INTEGER NOT NULL REFERENCES experts(id) ON DELETE CASCADE,
  role TEXT NOT NULL,            -- CHAIRMAN, SCIENTIFIC_BOARD, MODERATOR, SPEAKER
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, expert_id, role)
);

CREATE TABLE event_supporters (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  type TEXT NOT NULL,            -- SupporterType
  name TEXT NOT NULL,
  url TEXT,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE event_info_sections (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
