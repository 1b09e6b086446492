-- The staff proof queue (decision 035): what a proof is for, and why staff rejected it.
-- REGISTRATION | RENEWAL | DETAILS_CHANGE | ASSISTANT_PRICE
ALTER TABLE validation_requests ADD COLUMN kind TEXT NOT NULL DEFAULT 'REGISTRATION';
-- A ProofRejectionReason and the staff member's own words (OTHER needs them).
ALTER TABLE validation_requests ADD COLUMN rejection_reason TEXT;
ALTER TABLE validation_requests ADD COLUMN rejection_note TEXT;

-- Requests from before: an order's proof is the assistant-doctor price's, a user's later proof a renewal.
UPDATE validation_requests SET kind = CASE
  WHEN order_id IS NOT NULL THEN 'ASSISTANT_PRICE'
  WHEN EXISTS (
    SELECT 1 FROM validation_requests e
    WHERE e.user_id = validation_requests.user_id AND e.order_id IS NULL AND e.id < validation_requests.id
  ) THEN 'RENEWAL'
  ELSE 'REGISTRATION'
END;

CREATE INDEX validation_requests_queue ON validation_requests(status, kind, submitted_at);
