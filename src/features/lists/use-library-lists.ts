import { useQueries } from '@tanstack/react-query'
import { VIDEO_LISTS } from '@/shared/entity-names'
import { userListQueryOptions } from './api/lists'

/**
 * Loads every list of a logged-in user as soon as there is a session: after login they are
 * already in the cache from the login answer; after a restore they come from the server.
 */
export function useLibraryLists(userId: string | null): void {
  useQueries({
    queries: VIDEO_LISTS.map((list) => ({
      ...userListQueryOptions(userId ?? '', list),
      enabled: userId !== null,
    })),
  })
}
