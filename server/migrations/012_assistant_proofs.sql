-- The assistant-doctor price's proof goes through the staff's proof decisions: a request
-- with an order is about that order only, never about the user's own validation.
ALTER TABLE validation_requests ADD COLUMN order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE;
