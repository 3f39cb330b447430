-- Curators grow the catalogue (docs/decisions/019-catalogue-in-the-store.md). A video's source
-- says who keeps it up to date: the seed's are refreshed by each new build, a curator's never.
-- A removed video keeps its row, so a learner's lists, notes and drills still show it.
ALTER TABLE videos ADD COLUMN source text NOT NULL DEFAULT 'seed' CHECK (source IN ('seed', 'curator'));
ALTER TABLE videos ADD COLUMN removed_at timestamptz;

-- Alex Carter is the demo data's curator; GAMBIT_CURATORS names more without a role stored.
ALTER TABLE users ADD COLUMN role text CHECK (role IN ('curator'));
UPDATE users SET role = 'curator' WHERE email = 'alex@gambit.dev';
