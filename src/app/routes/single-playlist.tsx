import { useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Loader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { RemoveButton } from '@/components/ui/remove-button'
import { ApiError } from '@/lib/api-client'
import { useRemoveFromPlaylist } from '@/features/playlists/api/remove-from-playlist'
import { usePlaylist } from '@/features/playlists/api/get-playlist'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { useRecordView } from '@/features/library/use-record-view'
import { useProgressByVideo } from '@/features/study/api/get-progress'
import { LibraryVideoCard } from '../components/library-video-card'
import { exploreVideosLink } from '../components/list-page'
import { useCurrentUserId } from '@/features/auth/use-current-user'

export default function SinglePlaylistRoute() {
  const { playlistId = '' } = useParams()
  const userId = useCurrentUserId()
  const playlist = usePlaylist(userId, playlistId)
  const remove = useRemoveFromPlaylist(userId)
  const recordView = useRecordView(userId)
  const progress = useProgressByVideo(userId)
  if (!userId) {
    return (
      <>
        <PageTitle title="Playlist" />
        <h1>Playlist</h1>
        <LoginInvitation what="this playlist" />
      </>
    )
  }
  if (playlist.error instanceof ApiError && playlist.error.status === 404) {
    return (
      <>
        <PageTitle title="Playlist not found" />
        <NotFound
          title="Playlist not found"
          message="This playlist does not exist, or it belongs to another account."
        />
      </>
    )
  }
  if (playlist.isPending) return <Loader label="Loading playlist" />
  if (playlist.isError)
    return (
      <QueryError message="Couldn't load this playlist." onRetry={() => void playlist.refetch()} />
    )
  const { title, videos } = playlist.data
  return (
    <>
      <PageTitle title={title} />
      <h1>{title}</h1>
      {videos.length === 0 ? (
        <EmptyState
          message="Looks like you haven't added anything in this playlist yet."
          action={exploreVideosLink}
        />
      ) : (
        <VideoGrid
          videos={videos}
          label={title}
          renderCard={(video) => (
            <LibraryVideoCard
              video={video}
              onOpen={recordView}
              progress={progress.get(video._id)}
              extraAction={
                <RemoveButton
                  label="Remove from playlist"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ playlistId, videoId: video._id })}
                />
              }
            />
          )}
        />
      )}
    </>
  )
}
