-- Whom a survey invitation went to, as a hash of the address (the address itself is not kept): staff
-- invite an address to a survey once, so a form posted twice mails no one twice (decision 035).
-- NULL for links made on the command line (server/cli/surveys.ts), which may repeat for demos.
ALTER TABLE survey_invitations ADD COLUMN invitee_hash TEXT;
CREATE UNIQUE INDEX survey_invitations_invitee ON survey_invitations (survey_id, invitee_hash);
