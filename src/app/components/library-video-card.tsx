import type { ReactNode } from 'react'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { WatchLaterToggle } from '@/features/lists/components/watch-later-toggle'
import { useRecordOpening } from '@/features/lists/use-record-view'
import { AddToPlaylistButton } from '@/features/playlists/components/add-to-playlist-button'
import { VideoCard } from '@/features/videos/components/video-card'
import { CardProgress } from '@/features/study/components/card-progress'
import type { Progress, Video } from '@/shared/entities'

type LibraryVideoCardProps = {
  video: Video
  eager?: boolean
  /**
   * The page's own controls (a list's "Remove from …", a playlist's Move up / Move down), over
   * the thumbnail's corner: the row beside the creator keeps two buttons, so that a creator's
   * name has room to show in full (docs/product.md, "No text widens a page").
   */
  cornerActions?: ReactNode
  /** Where the user stopped in it (useProgressByVideo, once per page). */
  progress?: Progress
}

/** A catalogue card with the library's controls, composed here so features stay independent. */
export function LibraryVideoCard({ video, eager, cornerActions, progress }: LibraryVideoCardProps) {
  const userId = useCurrentUserId()
  const recordOpening = useRecordOpening(userId)
  return (
    <VideoCard
      video={video}
      onOpen={recordOpening}
      overlay={progress && <CardProgress progress={progress} />}
      cornerActions={cornerActions}
      eager={eager}
      actions={
        <>
          <WatchLaterToggle userId={userId} video={video} />
          <AddToPlaylistButton userId={userId} video={video} />
        </>
      }
    />
  )
}
