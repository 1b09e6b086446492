-- The watch credit's budget (server/cme/rules.ts, watchedCredit): wall time up to this moment has
-- been paid out as watched time. Null: nothing banked (the last report's time counts).
ALTER TABLE watch_progress ADD COLUMN credited_until TEXT;
