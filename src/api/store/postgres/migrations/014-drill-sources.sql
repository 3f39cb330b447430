-- Drills that accept every good move, and drills that come from a lesson or a puzzle
-- (docs/product.md, "Drills that accept every good move"). Every stored drill is a note's: its
-- source says so; a drill of a lesson or a puzzle has no note. `alternatives` is, for each of
-- the learner's steps, the other moves accepted (SAN); null accepts the answer's alone. Each
-- drill's schedule is unchanged.
ALTER TABLE drills ALTER COLUMN note_id DROP NOT NULL;
ALTER TABLE drills ADD COLUMN source jsonb;
UPDATE drills SET source = jsonb_build_object('kind', 'note', 'noteId', note_id);
ALTER TABLE drills ALTER COLUMN source SET NOT NULL;
ALTER TABLE drills ADD COLUMN alternatives jsonb;
