-- Surveys (spec 3.6 SurveyQuestionType): questions of eight types, personal single-use
-- invitations, and answers kept without who gave them (anonymous by default).
CREATE TABLE surveys (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  closes_at TEXT
);

CREATE TABLE survey_questions (
  id INTEGER PRIMARY KEY,
  survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('TEXT', 'SINGLE_CHOICE', 'DROPDOWN', 'MULTIPLE_CHOICE', 'CHECKBOX',
    'STAR_RATING', 'COMMENT', 'DESCRIPTIVE_TEXT')),
  label TEXT NOT NULL,
  description TEXT,
  required INTEGER NOT NULL DEFAULT 0,
  options TEXT, -- JSON array of labels (choices)
  min_choices INTEGER,
  max_choices INTEGER
);
CREATE INDEX survey_questions_by_survey ON survey_questions (survey_id, position);

CREATE TABLE survey_invitations (
  token_hash TEXT PRIMARY KEY,
  survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  -- Whom it was sent to; the answers do not say it.
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE survey_responses (
  id INTEGER PRIMARY KEY,
  survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  answers TEXT NOT NULL, -- JSON { question id: [values] }
  submitted_at TEXT NOT NULL
);
