import { useEffect } from 'react'
import { loadedQueryClient } from './query-client'
import { userKeys } from './query-keys'
import { isCatalogueChange, listOfPath, onTabMessage } from './tab-sync'

/** Refetches the user data another tab (or the request tester) changed. */
export function useSyncWritesAcrossTabs(): void {
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type !== 'write') return
        // With no client yet nothing is cached, so there is nothing to refetch.
        const queryClient = loadedQueryClient()
        // The catalogue shows in every view and every list: all of it is read again.
        if (isCatalogueChange(message.path)) return void queryClient?.invalidateQueries()
        const list = listOfPath(message.path)
        void queryClient?.invalidateQueries({
          queryKey: userKeys.all,
          predicate: ({ queryKey }) =>
            queryKey[2] === list || (list === 'playlists' && queryKey[2] === 'playlist'),
        })
      }),
    [],
  )
}
