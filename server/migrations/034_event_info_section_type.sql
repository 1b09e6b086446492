-- EventInfoSectionType (spec 7 names seven, not which): what an event's info box is about, so a
-- client can show it with its symbol or pick the one it needs. GENERAL for anything else.
ALTER TABLE event_info_sections ADD COLUMN type TEXT NOT NULL DEFAULT 'GENERAL'
  CHECK (type IN ('AUDIENCE', 'CME', 'TECHNICAL', 'VENUE', 'REGISTRATION', 'CONTACT', 'GENERAL'));
UPDATE event_info_sections SET type = 'AUDIENCE' WHERE title = 'Für wen?';
UPDATE event_info_sections SET type = 'CME' WHERE title = 'CME';
UPDATE event_info_sections SET type = 'TECHNICAL' WHERE title = 'Technik';
