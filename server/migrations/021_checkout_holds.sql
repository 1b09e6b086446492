-- A checkout holds its seats and its code use from the order until `held_until` (decision 020): the
-- hold ends when the payment fails, is canceled or expires, or when its time is up. A payment that
-- arrives after that and cannot be honoured any more refunds the order, with the reason.

ALTER TABLE orders ADD COLUMN held_until TEXT;
ALTER TABLE orders ADD COLUMN refund_reason TEXT;         -- SOLD_OUT | CODE_USED_UP
-- The provider's own end of an open payment (Mollie's expiresAt): the same moment as the hold.
ALTER TABLE payments ADD COLUMN expires_at TEXT;

CREATE INDEX orders_price_status ON orders(price_id, status);
CREATE INDEX orders_code ON orders(discount_code_id) WHERE discount_code_id IS NOT NULL;
