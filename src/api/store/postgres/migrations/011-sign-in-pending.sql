-- An attempt is counted before it is checked (docs/decisions/022): while its check runs it is
-- pending, until `pending_until`. A settled attempt (NULL, as every row written before this
-- migration) is a failure that counts; a pending one makes the next attempt wait for it rather
-- than be refused, so that many right passwords at once all get in. A pending row whose time
-- passed (a server that stopped mid-check) counts as settled.
ALTER TABLE sign_in_attempts ADD COLUMN pending_until timestamptz;
