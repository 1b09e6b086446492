-- The audit trail of staff actions (decision 035): who did what, on whom, when. People are joined
-- live, not copied: a deleted account leaves its entries without a name (decision 017).
CREATE TABLE staff_actions (
  id INTEGER PRIMARY KEY,
  -- NULL: decided from the command line (server/cli), or the staff account was deleted.
  staff_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  -- The role at the time of the action.
  staff_role TEXT,
  -- A StaffAction of the contract.
  action TEXT NOT NULL,
  target_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  -- What else identifies the action (a proof's id and reason, a livestream, an order number); no personal data.
  detail TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX staff_actions_time ON staff_actions(id DESC);
CREATE INDEX staff_actions_target ON staff_actions(target_user_id, id DESC);
CREATE INDEX staff_actions_staff ON staff_actions(staff_id, id DESC);
