-- Progress in each video and notes on it (docs/product.md, "Watch and study"). Nothing stored
-- before changes. Never edit a migration that has shipped: add the next one.
CREATE TABLE progress (
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  video_id text NOT NULL,
  position_seconds double precision NOT NULL CHECK (position_seconds >= 0),
  duration_seconds double precision NOT NULL CHECK (duration_seconds >= 0),
  updated_at text NOT NULL,
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX progress_by_user ON progress (user_id, updated_at DESC);

CREATE TABLE notes (
  seq bigserial,
  _id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  video_id text NOT NULL,
  time_seconds double precision NOT NULL CHECK (time_seconds >= 0),
  text text NOT NULL,
  fen text,
  created_at text NOT NULL
);
CREATE INDEX notes_by_video ON notes (user_id, video_id, time_seconds, seq);
