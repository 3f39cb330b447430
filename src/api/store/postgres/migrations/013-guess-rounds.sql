-- Guess rounds (docs/product.md, "Guess the moves while you watch"): a learner's best and last
-- round on each lesson, judged by the back end. They go with the account; a lesson deleted
-- leaves them (the learner's own record).
CREATE TABLE guess_rounds (
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  video_id text NOT NULL,
  best jsonb NOT NULL,
  last jsonb NOT NULL,
  PRIMARY KEY (user_id, video_id)
);
