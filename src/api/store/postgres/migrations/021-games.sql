-- Games against the engine (docs/product.md, "Play it out against the engine"): each finished game
-- of a logged-in learner, replayed and checked by the back end before it is kept. They go with
-- the account and are in its export.
CREATE TABLE games (
  _id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  created_at text NOT NULL,
  fen text NOT NULL,
  moves jsonb NOT NULL,
  side text NOT NULL,
  level integer NOT NULL,
  result text NOT NULL,
  termination text NOT NULL,
  opening jsonb
);
CREATE INDEX games_by_user_time ON games (user_id, created_at DESC);
