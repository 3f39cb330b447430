/**
 * Cache keys shared by the features that write a user's data (auth seeds it at login, the
 * library reads and updates it). Keys start with the user id, so one user never sees another's.
 */
export type UserListName = 'likes' | 'watchlater' | 'history' | 'playlists'

export const userKeys = {
  all: ['user'] as const,
  list: (userId: string, list: UserListName) => ['user', userId, list] as const,
  playlist: (userId: string, playlistId: string) =>
    ['user', userId, 'playlist', playlistId] as const,
}
