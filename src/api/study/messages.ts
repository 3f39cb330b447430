/**
 * What the study endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const studyMessages = {
  progressNotFound: 'There is no progress saved for this video.',
  noteNotFound: 'The note you requested does not exist.',
} as const
