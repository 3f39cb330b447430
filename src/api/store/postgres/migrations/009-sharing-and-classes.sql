-- Share playlists; classes for coaches (docs/api.md, "Sharing" and "Classes"). A shared playlist
-- has a share id (unguessable, 128 bits); turning sharing off clears it. A class has its coach,
-- its members and its assignments; deleting a user, a class or a playlist takes what hangs on it.
ALTER TABLE playlists ADD COLUMN share_id text UNIQUE;

CREATE TABLE classes (
  _id text PRIMARY KEY,
  coach_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  created_at text NOT NULL
);
CREATE INDEX classes_by_coach ON classes (coach_id, created_at);

CREATE TABLE class_members (
  class_id text NOT NULL REFERENCES classes (_id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (_id) ON DELETE CASCADE,
  joined_at text NOT NULL,
  PRIMARY KEY (class_id, user_id)
);
CREATE INDEX class_members_by_user ON class_members (user_id);

CREATE TABLE assignments (
  _id text PRIMARY KEY,
  class_id text NOT NULL REFERENCES classes (_id) ON DELETE CASCADE,
  playlist_id text NOT NULL REFERENCES playlists (_id) ON DELETE CASCADE,
  due text,
  created_at text NOT NULL,
  UNIQUE (class_id, playlist_id)
);
CREATE INDEX assignments_by_playlist ON assignments (playlist_id);
