-- Sessions (docs/api.md, "Sessions"): a token names its session, and a token whose session has
-- ended is refused on every instance. Logout ends one; a password change every other of the
-- user's; deleting the user ends all (cascade). Tokens made before this migration name no session
-- and are refused: their users log in again and find everything as it was.
CREATE TABLE sessions (
  _id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  created_at text NOT NULL,
  last_seen_at text NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_id);
