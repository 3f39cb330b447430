-- The engine's judgement in training (docs/product.md; docs/engine.md, "Verdicts kept"): each
-- search the judge makes, kept by the position's EPD, the search's settings and the move it was
-- limited to ('' for the free search), so that a position many learners meet is searched once.
-- Not a user's: no account owns it, and the export and deletion leave it.
CREATE TABLE engine_searches (
  epd text NOT NULL,
  search text NOT NULL,
  move text NOT NULL,
  score jsonb NOT NULL,
  pv jsonb NOT NULL,
  PRIMARY KEY (epd, search, move)
);

-- A guess round keeps the guesses the engine judged good ("Good too (engine)"): a round kept
-- before judged none so.
UPDATE guess_rounds SET
  best = best || '{"goodByEngine": []}'::jsonb,
  last = last || '{"goodByEngine": []}'::jsonb
WHERE NOT (best ? 'goodByEngine') OR NOT (last ? 'goodByEngine');
UPDATE assignment_rounds SET round = round || '{"goodByEngine": []}'::jsonb
WHERE NOT (round ? 'goodByEngine');
