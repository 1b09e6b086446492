-- Simulating a user is a switch of one session (spec 3.1 is_simulating_user, per API token), not of
-- the account: another session of the same staff user keeps its own view. Every session starts off.
ALTER TABLE api_tokens ADD COLUMN is_simulating_user INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users DROP COLUMN is_simulating_user;
