-- When the hold an order carries began (decision 020): a new checkout of the same product by the same
-- user within the hold's 30 minutes carries that hold on, with its end, instead of starting a fresh
-- one; the holds a user starts of one product are counted per 24 hours.
ALTER TABLE orders ADD COLUMN hold_started_at TEXT;
CREATE INDEX orders_user_hold ON orders (user_id, hold_started_at) WHERE hold_started_at IS NOT NULL;
