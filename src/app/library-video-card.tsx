import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useAddToHistory } from '@/features/library/api/history'
import { userListQueryOptions } from '@/features/library/api/user-list'
import { WatchLaterToggle } from '@/features/library/components/watch-later-toggle'
import { AddToPlaylistButton } from '@/features/playlists/components/add-to-playlist-button'
import { VideoCard } from '@/features/videos/components/video-card'
import type { Video } from '@/types/api'
import { useCurrentUserId } from './use-current-user'

type LibraryVideoCardProps = { video: Video; eager?: boolean; extraAction?: ReactNode }

/** A catalogue card with the library's controls, composed here so features stay independent. */
export function LibraryVideoCard({ video, eager, extraAction }: LibraryVideoCardProps) {
  const userId = useCurrentUserId()
  const queryClient = useQueryClient()
  const addToHistory = useAddToHistory(userId)
  const recordView = () => {
    if (!userId) return
    const history = queryClient.getQueryData(userListQueryOptions(userId, 'history').queryKey)
    if (!history?.some((seen) => seen._id === video._id)) addToHistory.mutate(video)
  }
  return (
    <VideoCard
      video={video}
      eager={eager}
      onOpen={recordView}
      actions={
        <>
          <WatchLaterToggle userId={userId} video={video} />
          <AddToPlaylistButton userId={userId} video={video} />
          {extraAction}
        </>
      }
    />
  )
}
