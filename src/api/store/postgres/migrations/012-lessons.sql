-- Lessons (docs/product.md, "Lessons"): a video's move tree, one per video, and the positions it
-- reaches, by EPD, rewritten with the lesson (the later "Lessons with this position" reads them).
CREATE TABLE lessons (
  video_id text PRIMARY KEY REFERENCES videos (_id),
  record jsonb NOT NULL,
  updated_at text NOT NULL
);
CREATE TABLE lesson_positions (
  seq bigserial PRIMARY KEY,
  video_id text NOT NULL REFERENCES lessons (video_id) ON DELETE CASCADE,
  epd text NOT NULL,
  ply integer NOT NULL,
  san text NOT NULL,
  time_seconds double precision
);
CREATE INDEX lesson_positions_by_epd ON lesson_positions (epd);
CREATE INDEX lesson_positions_by_video ON lesson_positions (video_id);
