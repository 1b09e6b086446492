-- Events, tickets and checkout: sale data on events, bundles, prices, early-bird phases,
-- discount codes, orders and the fake provider's payments. Amounts are gross euro cents.

ALTER TABLE events ADD COLUMN price_category TEXT;        -- UNIFIED | SPECIFIC; null: free
ALTER TABLE events ADD COLUMN sale_starts_at TEXT;
ALTER TABLE events ADD COLUMN sale_ends_at TEXT;
ALTER TABLE events ADD COLUMN capacity INTEGER;           -- null: no limit

CREATE TABLE event_bundles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT,
  sale_starts_at TEXT,
  sale_ends_at TEXT
);

CREATE TABLE event_bundle_events (
  bundle_id INTEGER NOT NULL REFERENCES event_bundles(id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  PRIMARY KEY (bundle_id, event_id)
);

-- A price of an event, a bundle or a paid content item (exactly one of the three).
CREATE TABLE prices (
  id INTEGER PRIMARY KEY,
  event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
  bundle_id INTEGER REFERENCES event_bundles(id) ON DELETE CASCADE,
  content_id INTEGER REFERENCES contents(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  CHECK ((event_id IS NOT NULL) + (bundle_id IS NOT NULL) + (content_id IS NOT NULL) = 1)
);
CREATE INDEX prices_event ON prices(event_id);
CREATE INDEX prices_bundle ON prices(bundle_id);
CREATE INDEX prices_content ON prices(content_id);

CREATE TABLE auto_discounts (
  id INTEGER PRIMARY KEY,
  event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
  bundle_id INTEGER REFERENCES event_bundles(id) ON DELETE CASCADE,
  category TEXT NOT NULL,                                 -- EARLY_BIRD_1..3, UNCATEGORIZED
  unit TEXT NOT NULL,                                     -- FLAT (cents) | PERCENT
  value INTEGER NOT NULL,
  until TEXT NOT NULL,
  CHECK ((event_id IS NULL) <> (bundle_id IS NULL))
);

-- `code` is stored normalised: upper case, without spaces.
CREATE TABLE discount_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  unit TEXT NOT NULL,
  value INTEGER NOT NULL,
  valid_from TEXT,
  valid_until TEXT,
  max_uses INTEGER,
  event_ids TEXT,                                         -- JSON array; null: every event
  created_at TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  -- Kept when the account is deleted (invoices must be kept for ten years): the link to it goes.
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'OPEN',                    -- OPEN | PAID | REFUNDED
  price_id INTEGER NOT NULL REFERENCES prices(id),
  discount_code_id INTEGER REFERENCES discount_codes(id),
  base_cents INTEGER NOT NULL,
  auto_discount_cents INTEGER NOT NULL,
  code_discount_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  tax_rate INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  billing TEXT NOT NULL,                                  -- JSON address
  proof_upload_uuid TEXT,                                 -- the assistant-doctor proof
  invoice_number TEXT UNIQUE,
  refund_status TEXT,
  created_at TEXT NOT NULL,
  paid_at TEXT,
  refunded_at TEXT
);
CREATE INDEX orders_user ON orders(user_id);

-- The fake hosted checkout's payments (in the manner of Mollie: tr_… ids, lower-case statuses).
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'open',
  method TEXT,
  redirect_url TEXT NOT NULL,
  pending_until TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payments_order ON payments(order_id);
