/**
 * What the playlists endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const playlistMessages = {
  playlistNotFound: 'The playlist you requested does not exist.',
  playlistTitleTaken: 'A playlist with this title already exists.',
  playlistTitleEmpty: 'The playlist title cannot be empty.',
  playlistPatchEmpty: 'Send a new title or description.',
  notAPermutation: "videoIds must list each of the playlist's videos exactly once.",
  duplicateVideoIds: 'videoIds lists a video more than once.',
} as const
