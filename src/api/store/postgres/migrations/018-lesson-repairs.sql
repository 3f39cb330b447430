-- Lessons stored past their limits before one check held every way a lesson arrives (a PGN import
-- took a 2,500-character comment, a 25-hour time, a header named with a quote): such a lesson
-- could not be read. Each is brought within its limits at start-up (api/lessons/repair.ts), and
-- its record as it was is kept here, with what changed (docs/decisions/033-one-check-for-a-lesson.md).
CREATE TABLE lesson_repairs (
  seq bigserial PRIMARY KEY,
  video_id text NOT NULL,
  record jsonb NOT NULL,
  changes jsonb NOT NULL,
  repaired_at text NOT NULL
);
