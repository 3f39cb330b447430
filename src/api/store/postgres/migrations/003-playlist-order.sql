-- A playlist's videos keep the order their owner gives them (PUT /api/user/playlists/:id/order).
-- Until a playlist is reordered that is the order the videos were added in, as before.
ALTER TABLE playlist_videos ADD COLUMN position bigint;
UPDATE playlist_videos SET position = seq;
ALTER TABLE playlist_videos ALTER COLUMN position SET NOT NULL;
-- New videos go last: the sequence only grows, and a reorder numbers the videos from 1.
ALTER TABLE playlist_videos ALTER COLUMN position SET DEFAULT nextval(pg_get_serial_sequence('playlist_videos', 'seq'));
DROP INDEX playlist_videos_by_playlist;
CREATE INDEX playlist_videos_by_position ON playlist_videos (playlist_id, position);
