-- An email change's code belongs to the user who asked and the address it went to (decision 017):
-- another user asking for the same address gets a code of their own, and their wrong tries are theirs.
-- Null for registration and password reset codes, which belong to the address alone.
ALTER TABLE codes ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE CASCADE;
