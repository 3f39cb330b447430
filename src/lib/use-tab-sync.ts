import { useEffect } from 'react'
import { loadedQueryClient } from './query-client'
import { userKeys } from './query-keys'
import { listOfPath, onTabMessage } from './tab-sync'

/** Refetches the user data another tab (or the request tester) changed. */
export function useSyncWritesAcrossTabs(): void {
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type !== 'write') return
        const list = listOfPath(message.path)
        // With no client yet nothing is cached, so there is nothing to refetch.
        void loadedQueryClient()?.invalidateQueries({
          queryKey: userKeys.all,
          predicate: ({ queryKey }) =>
            queryKey[2] === list || (list === 'playlists' && queryKey[2] === 'playlist'),
        })
      }),
    [],
  )
}
