-- The first PostgreSQL layout. Never edit a migration that has shipped: add the next one.
CREATE TABLE meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- The catalogue, refreshed from the seed whenever its fingerprint changes.
CREATE TABLE videos (
  seq integer NOT NULL,
  _id text PRIMARY KEY,
  record jsonb NOT NULL
);
CREATE TABLE categories (
  seq integer NOT NULL,
  _id text PRIMARY KEY,
  record jsonb NOT NULL
);

CREATE TABLE users (
  _id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password jsonb,
  created_at text NOT NULL,
  updated_at text NOT NULL
);

-- A video in one of a user's own lists. Uniqueness lives here, so concurrent requests through
-- any number of server instances cannot add a video twice. No foreign key to the catalogue: an
-- entry outlives a catalogue that drops its video (it is skipped when read).
CREATE TABLE list_entries (
  seq bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  list text NOT NULL CHECK (list IN ('likes', 'watchlater', 'history')),
  video_id text NOT NULL,
  UNIQUE (user_id, list, video_id)
);
CREATE INDEX list_entries_by_list ON list_entries (user_id, list, seq);

-- Titles are unique per user ignoring case (title_key).
CREATE TABLE playlists (
  seq bigserial,
  _id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  title text NOT NULL,
  title_key text NOT NULL,
  description text NOT NULL DEFAULT '',
  UNIQUE (user_id, title_key)
);
CREATE INDEX playlists_by_user ON playlists (user_id, seq);

CREATE TABLE playlist_videos (
  seq bigserial PRIMARY KEY,
  playlist_id text NOT NULL REFERENCES playlists (_id) ON DELETE CASCADE,
  video_id text NOT NULL,
  UNIQUE (playlist_id, video_id)
);
CREATE INDEX playlist_videos_by_playlist ON playlist_videos (playlist_id, seq);
