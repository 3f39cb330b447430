import type { VideoListName } from '@/shared/entity-names'

/**
 * Cache keys shared by the features that write a user's data (auth seeds them at login, the
 * library and playlists read and update them). Keys start with the user id, so one user never
 * sees another's.
 */
export const userKeys = {
  all: ['user'] as const,
  profile: (userId: string) => ['user', userId, 'profile'] as const,
  list: (userId: string, list: VideoListName | 'playlists') => ['user', userId, list] as const,
  playlist: (userId: string, playlistId: string) =>
    ['user', userId, 'playlist', playlistId] as const,
  progress: (userId: string) => ['user', userId, 'progress'] as const,
  notes: (userId: string, videoId: string) => ['user', userId, 'notes', videoId] as const,
  drills: (userId: string) => ['user', userId, 'drills'] as const,
  dueDrills: (userId: string) => ['user', userId, 'drills', 'due'] as const,
  videoDrills: (userId: string, videoId: string) =>
    ['user', userId, 'drills', 'video', videoId] as const,
  /** A learner's puzzles in all and by theme (docs/api.md, "Puzzles"). */
  puzzleStats: (userId: string) => ['user', userId, 'puzzles', 'stats'] as const,
  /** Classes (docs/api.md, "Classes"): every key under 'classes', refetched together. */
  classes: (userId: string) => ['user', userId, 'classes'] as const,
  class: (userId: string, classId: string) => ['user', userId, 'classes', classId] as const,
  classProgress: (userId: string, classId: string) =>
    ['user', userId, 'classes', classId, 'progress'] as const,
  assignments: (userId: string) => ['user', userId, 'classes', 'assignments'] as const,
  /** The games played against the engine, paged (docs/api.md, "Games"). */
  games: (userId: string) => ['user', userId, 'games'] as const,
}
