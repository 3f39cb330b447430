import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userKeys } from './query-keys'
import { listOfPath, onTabMessage } from './tab-sync'

/** Refetches the user data another tab (or the request tester) changed. */
export function useSyncWritesAcrossTabs(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type !== 'write') return
        const list = listOfPath(message.path)
        void queryClient.invalidateQueries({
          queryKey: userKeys.all,
          predicate: ({ queryKey }) =>
            queryKey[2] === list || (list === 'playlists' && queryKey[2] === 'playlist'),
        })
      }),
    [queryClient],
  )
}
