/**
 * What the sharing endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const sharingMessages = {
  sharedPlaylistGone: 'This playlist is private or no longer exists.',
} as const
