-- Email change: the new address waits here until the code mailed to it is entered.
ALTER TABLE users ADD COLUMN pending_email TEXT;
