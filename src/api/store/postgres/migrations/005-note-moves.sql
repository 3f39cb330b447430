-- Notes keep the board's moves (docs/product.md, "A board beside every video"): the position the
-- moves start from (NULL for the initial position or when there are no moves), the moves in SAN,
-- and when the note was last edited ("Edit note"). Notes written before keep their text, time and
-- position; they were last changed when they were written.
ALTER TABLE notes ADD COLUMN start_fen text;
ALTER TABLE notes ADD COLUMN moves text[];
ALTER TABLE notes ADD COLUMN updated_at text;
UPDATE notes SET updated_at = created_at;
ALTER TABLE notes ALTER COLUMN updated_at SET NOT NULL;
