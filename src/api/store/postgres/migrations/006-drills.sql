-- Drills and their reviews (docs/product.md, "Drills"). A drill belongs to a note, and goes with
-- it; its position, video, time and text are copied from the note when it is made. `due` is an
-- ISO 8601 time in UTC with milliseconds, so that its order as text is its order in time; the
-- due query reads the index (user_id, due). `card` is FSRS's memory of the drill. Reviews stay
-- when their drill is removed: a streak counts them. Nothing stored before changes.
CREATE TABLE drills (
  _id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  note_id text NOT NULL UNIQUE REFERENCES notes (_id) ON DELETE CASCADE,
  video_id text NOT NULL,
  time_seconds double precision NOT NULL CHECK (time_seconds >= 0),
  text text NOT NULL,
  fen text NOT NULL,
  solution text[] NOT NULL,
  due text NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  last_review text,
  card jsonb NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX drills_due ON drills (user_id, due);

CREATE TABLE drill_reviews (
  seq bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  drill_id text NOT NULL,
  rating text NOT NULL,
  reviewed_at text NOT NULL
);
CREATE INDEX drill_reviews_by_user ON drill_reviews (user_id, reviewed_at);
