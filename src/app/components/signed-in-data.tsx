import { useEffect } from 'react'
import { useLibraryLists } from '@/features/lists/use-library-lists'
import { whenIdle } from '@/lib/when-idle'
import { usePlaylists } from '@/features/playlists/api/playlists'
import { preloadScreens } from '../route-table'

/**
 * A signed-in user's lists, loaded as soon as there is a session. A component of its own
 * (rendering nothing) so that it loads with the session, not with a visitor's first page
 * (docs/performance.md).
 */
export default function SignedInData({ userId }: { userId: string }) {
  useLibraryLists(userId)
  usePlaylists(userId)
  // Their own pages are a signed-in user's next stops: their code loads while the browser idles.
  useEffect(() => {
    return whenIdle(
      () => preloadScreens('liked', 'watch-later', 'history', 'playlists', 'single-playlist'),
      1000,
    )
  }, [])
  return null
}
