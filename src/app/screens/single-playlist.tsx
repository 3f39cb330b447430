import { Pencil, Play, Share2 } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icon'
import { PageLoader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { RemoveButton } from '@/components/ui/remove-button'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { usePlaylist } from '@/features/playlists/api/playlists'
import {
  useRemoveFromPlaylist,
  moved,
  useReorderPlaylist,
} from '@/features/playlists/api/playlist-videos'
import { MoveButtons } from '@/features/playlists/components/move-buttons'
import { videoCount } from '@/features/playlists/components/playlist-card'
import { RenamePlaylistForm } from '@/features/playlists/components/rename-playlist-form'
import { ShareDialog } from '@/features/sharing/components/share-dialog'
import { useProgressByVideo } from '@/features/study/api/progress'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { t } from '@/i18n/translate'
import type { Playlist } from '@/shared/entities'
import { LibraryVideoCard } from '../components/library-video-card'
import { ExploreVideosLink } from '../components/list-page'
import './playlists.css'

export default function SinglePlaylistRoute() {
  const { playlistId = '' } = useParams()
  const userId = useCurrentUserId()
  const playlist = usePlaylist(userId, playlistId)
  if (!userId) {
    return (
      <>
        <PageTitle title={t('Playlist')} />
        <h1>{t('Playlist')}</h1>
        <LoginInvitation what={t('this playlist')} />
      </>
    )
  }
  if (playlist.error instanceof ApiError && playlist.error.status === 404) {
    return (
      <>
        <PageTitle title={t('Playlist not found')} />
        <NotFound
          title={t('Playlist not found')}
          message={t('This playlist does not exist, or it belongs to another account.')}
        />
      </>
    )
  }
  if (playlist.isPending) return <PageLoader label={t('Loading playlist')} />
  if (playlist.isError)
    return (
      <QueryError
        message={t("Couldn't load this playlist.")}
        onRetry={() => void playlist.refetch()}
      />
    )
  return <PlaylistPage userId={userId} playlist={playlist.data} />
}

function PlaylistPage({ userId, playlist }: { userId: string; playlist: Playlist }) {
  const { _id: playlistId, title, description, videos } = playlist
  const remove = useRemoveFromPlaylist(userId)
  const reorder = useReorderPlaylist(userId)
  const progress = useProgressByVideo(userId)
  const [renaming, setRenaming] = useState(false)
  const [sharing, setSharing] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const ids = videos.map((video) => video._id)
  // When the form closes (Save or Cancel), focus goes back to Rename, where the user started.
  const wasRenaming = useRef(false)
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus()
    wasRenaming.current = renaming
  }, [renaming])

  return (
    <>
      <PageTitle title={title} />
      <div className="page-head">
        <h1>{title}</h1>
        <div className="playlist-actions">
          {videos[0] && (
            <Link className="button" to={paths.singleVideo.href(videos[0]._id, playlistId)}>
              <Icon node={Play} />
              <span>{t('Play all')}</span>
            </Link>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setSharing(true)}
          >
            <Icon node={Share2} />
            <span>{t('Share')}</span>
          </button>
          {!renaming && (
            <button
              ref={renameButton}
              type="button"
              className="button button-secondary"
              onClick={() => setRenaming(true)}
            >
              <Icon node={Pencil} />
              <span>{t('Rename')}</span>
            </button>
          )}
        </div>
      </div>
      <p className="category-label">{videoCount(videos.length)}</p>
      {description && <p className="playlist-description">{description}</p>}
      {sharing && (
        <ShareDialog userId={userId} playlist={playlist} onClose={() => setSharing(false)} />
      )}
      {renaming && (
        <RenamePlaylistForm userId={userId} playlist={playlist} onDone={() => setRenaming(false)} />
      )}
      {videos.length === 0 ? (
        <EmptyState
          message={t("Looks like you haven't added anything in this playlist yet.")}
          action={<ExploreVideosLink />}
        />
      ) : (
        <VideoGrid
          videos={videos}
          label={title}
          renderCard={(video, index) => (
            <LibraryVideoCard
              video={video}
              progress={progress.get(video._id)}
              cornerActions={
                <>
                  <MoveButtons
                    index={index}
                    count={videos.length}
                    onMove={(to) => reorder.mutate({ playlistId, videoIds: moved(ids, index, to) })}
                  />
                  <RemoveButton
                    label={t('Remove from playlist')}
                    onClick={() => remove.mutate({ playlistId, videoId: video._id })}
                  />
                </>
              }
            />
          )}
        />
      )}
    </>
  )
}
