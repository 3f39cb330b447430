-- Puzzles (docs/product.md, "Puzzles"): rows of the Lichess puzzle database (CC0), the shipped
-- ones loaded at the first puzzle request (api/puzzles/shipped.ts) and more from the import.
-- "The next puzzle not yet solved with any of these themes in this rating band" walks
-- puzzle_themes (one row per puzzle and theme) in `sort_key` order, an even spread of the ids
-- (shared/puzzle-solving.ts, puzzleOrder), and stops at the first fit: an index read at four
-- million puzzles. Themes' counts are kept as puzzles are added, never counted at read.
CREATE TABLE puzzles (
  id text PRIMARY KEY,
  fen text NOT NULL,
  moves text[] NOT NULL,
  rating integer NOT NULL,
  popularity integer NOT NULL,
  plays integer NOT NULL,
  themes text[] NOT NULL,
  opening_tags text[] NOT NULL,
  -- The first of the opening tags: the family ("Sicilian_Defense"), for a lesson's practice.
  opening_family text,
  sort_key integer NOT NULL
);
CREATE INDEX puzzles_in_order ON puzzles (sort_key, id) INCLUDE (rating);
CREATE INDEX puzzles_by_opening ON puzzles (opening_family, sort_key, id) INCLUDE (rating)
  WHERE opening_family IS NOT NULL;

CREATE TABLE puzzle_themes (
  theme text NOT NULL,
  sort_key integer NOT NULL,
  puzzle_id text NOT NULL,
  rating integer NOT NULL,
  PRIMARY KEY (theme, sort_key, puzzle_id) INCLUDE (rating)
);

CREATE TABLE puzzle_theme_counts (
  theme text PRIMARY KEY,
  count integer NOT NULL
);

-- A learner's record of each puzzle tried: it goes with the account.
CREATE TABLE puzzle_attempts (
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  puzzle_id text NOT NULL,
  themes text[] NOT NULL,
  tries integer NOT NULL,
  solved boolean NOT NULL,
  solved_first_try boolean NOT NULL,
  mistake jsonb,
  first_at text NOT NULL,
  last_at text NOT NULL,
  PRIMARY KEY (user_id, puzzle_id)
);

-- A drill of a puzzle has no video; a learner has one drill of a puzzle at most.
ALTER TABLE drills ALTER COLUMN video_id DROP NOT NULL;
CREATE UNIQUE INDEX drills_one_per_puzzle ON drills (user_id, (source ->> 'puzzleId'))
  WHERE source ->> 'kind' = 'puzzle';
