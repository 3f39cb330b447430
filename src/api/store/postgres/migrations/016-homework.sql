-- Homework that grades itself (docs/product.md): an assignment has a kind. Every assignment made
-- before is a playlist's; a lesson's "Guess the moves" names its video and side; puzzles name
-- their themes (none: any), difficulty and how many.
ALTER TABLE assignments ADD COLUMN kind text NOT NULL DEFAULT 'playlist';
ALTER TABLE assignments ALTER COLUMN kind DROP DEFAULT;
ALTER TABLE assignments ALTER COLUMN playlist_id DROP NOT NULL;
ALTER TABLE assignments
  ADD COLUMN video_id text,
  ADD COLUMN side text,
  ADD COLUMN themes text[],
  ADD COLUMN difficulty text,
  ADD COLUMN puzzle_count integer,
  ADD CONSTRAINT assignments_kind CHECK (
    (kind = 'playlist' AND playlist_id IS NOT NULL)
    OR (kind = 'guess' AND video_id IS NOT NULL AND side IS NOT NULL)
    OR (kind = 'puzzles' AND themes IS NOT NULL AND puzzle_count IS NOT NULL)
  );
-- A class has one "Guess the moves" of a lesson and side at most, as it has a playlist once.
CREATE UNIQUE INDEX assignments_one_guess ON assignments (class_id, video_id, side)
  WHERE kind = 'guess';

-- A student's best round of an assigned lesson since it was assigned, kept as rounds are saved
-- (api/guesses/rules.ts): it goes with the assignment, the student leaving the class, or the account.
CREATE TABLE assignment_rounds (
  assignment_id text NOT NULL REFERENCES assignments (_id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  round jsonb NOT NULL,
  PRIMARY KEY (assignment_id, user_id)
);
CREATE INDEX assignment_rounds_by_user ON assignment_rounds (user_id);

-- Puzzle homework counts a student's puzzles in the order first tried, from a day on.
CREATE INDEX puzzle_attempts_by_time ON puzzle_attempts (user_id, first_at);
