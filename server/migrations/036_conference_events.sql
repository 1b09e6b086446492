-- The interjection's video conference, as it went for each participant (decision 036): spec 3.6's
-- ZoomSessionTrackingEvent, recorded by the app for the browser.
CREATE TABLE live_conference_events (
  id INTEGER PRIMARY KEY,
  livestream_id INTEGER NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX live_conference_events_by_stream ON live_conference_events (livestream_id, id);
CREATE INDEX live_conference_events_by_user ON live_conference_events (user_id, created_at);
