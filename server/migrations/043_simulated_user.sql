-- Staff may simulate exactly one chosen user in one session (decision 037): the token names whom.
-- NULL with is_simulating_user = 1 is the spec's simulation of a normal user (the staff member's own
-- account without its role). A deleted account ends the choice, not the session.
ALTER TABLE api_tokens ADD COLUMN simulated_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
