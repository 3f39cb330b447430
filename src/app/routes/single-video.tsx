import { useParams } from 'react-router'
import { Loader } from '@/components/ui/loader'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { ApiError } from '@/lib/api-client'
import { useVideo } from '@/features/videos/api/get-video'
import { VideoDetails } from '@/features/videos/components/video-details'
import { LikeButton } from '@/features/library/components/like-button'
import { WatchLaterToggle } from '@/features/library/components/watch-later-toggle'
import { AddToPlaylistButton } from '@/features/playlists/components/add-to-playlist-button'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { MoreLikeThis } from '../components/more-like-this'

export default function SingleVideoRoute() {
  const { videoId = '' } = useParams()
  const video = useVideo(videoId)
  const userId = useCurrentUserId()
  if (video.isPending) return <Loader label="Loading video" />
  if (video.isError) {
    if (video.error instanceof ApiError && video.error.status === 404) {
      return (
        <>
          <PageTitle title="Video not found" />
          <NotFound title="Video not found" message="This video does not exist or was removed." />
        </>
      )
    }
    return <QueryError message="Couldn't load this video." onRetry={() => void video.refetch()} />
  }
  return (
    <>
      <PageTitle title={video.data.title} />
      <VideoDetails
        video={video.data}
        actions={
          <>
            <LikeButton userId={userId} video={video.data} />
            <WatchLaterToggle userId={userId} video={video.data} withLabel />
            <AddToPlaylistButton userId={userId} video={video.data} withLabel />
          </>
        }
      />
      <MoreLikeThis video={video.data} />
    </>
  )
}
