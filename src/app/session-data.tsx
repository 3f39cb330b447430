import { useQueries } from '@tanstack/react-query'
import { userListQueryOptions } from '@/features/library/api/user-list'
import { playlistsQueryOptions } from '@/features/playlists/api/playlists'
import { useCurrentUserId } from './use-current-user'

/**
 * Loads the user's lists as soon as a session exists (after login they are already cached from
 * the login answer; after a restore they come from the server). A refused token ends the session.
 */
export function SessionData() {
  const userId = useCurrentUserId()
  const enabled = userId !== null
  useQueries({
    queries: [
      { ...userListQueryOptions(userId ?? '', 'likes'), enabled },
      { ...userListQueryOptions(userId ?? '', 'watchlater'), enabled },
      { ...userListQueryOptions(userId ?? '', 'history'), enabled },
      { ...playlistsQueryOptions(userId ?? ''), enabled },
    ],
  })
  return null
}
