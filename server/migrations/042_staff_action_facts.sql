-- The audit trail's typed detail (decision 035): what the action was about as JSON of known keys
-- (StaffActionFacts in server/store/staff-actions.ts), which the contract answers as typed fields so
-- the app can say it in its own words. Entries recorded before keep only their free-text detail.
ALTER TABLE staff_actions ADD COLUMN facts TEXT;
