-- Sponsor transparency: which supporters are industry (companies selling medical
-- products), the experts' conflict-of-interest statements, and the items an industry supporter
-- stands behind (through their channel or their event).
ALTER TABLE channel_supporters ADD COLUMN industry INTEGER NOT NULL DEFAULT 0;
ALTER TABLE event_supporters ADD COLUMN industry INTEGER NOT NULL DEFAULT 0;
ALTER TABLE experts ADD COLUMN conflicts_of_interest TEXT;

CREATE VIEW industry_supported_contents AS
SELECT c.id FROM contents c
WHERE EXISTS (SELECT 1 FROM channel_supporters s WHERE s.channel_id = c.channel_id AND s.industry = 1)
   OR EXISTS (SELECT 1 FROM event_supporters s WHERE s.event_id = c.event_id AND s.industry = 1);
