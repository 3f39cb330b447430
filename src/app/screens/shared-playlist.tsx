import { Play } from 'lucide'
import { Link, useParams } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { PageLoader } from '@/components/ui/loader'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { paths } from '@/config/paths'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { usePlaylists } from '@/features/playlists/api/playlists'
import { useSaveShared, useSharedPlaylist } from '@/features/sharing/api'
import { videoCount } from '@/features/playlists/components/playlist-card'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import type { SharedPlaylist } from '@/shared/entities'
import { LibraryVideoCard } from '../components/library-video-card'
import './playlists.css'

/** `/p/<shareId>` (docs/product.md, "Share playlists"): anyone with the link, logged out too. */
export default function SharedPlaylistRoute() {
  const { shareId = '' } = useParams()
  const shared = useSharedPlaylist(shareId)
  if (shared.error instanceof ApiError && shared.error.status === 404)
    return (
      <>
        <PageTitle title={t('Playlist not available')} />
        <NotFound
          title={t('Playlist not available')}
          message={t('This playlist is private or no longer exists.')}
        />
      </>
    )
  if (shared.isPending) return <PageLoader label={t('Loading playlist')} />
  if (shared.isError)
    return (
      <QueryError
        message={t("Couldn't load this playlist.")}
        onRetry={() => void shared.refetch()}
      />
    )
  return <SharedPlaylistPage playlist={shared.data} />
}

function SharedPlaylistPage({ playlist }: { playlist: SharedPlaylist }) {
  const { shareId, title, description, ownerName, videos } = playlist
  const first = videos[0]
  return (
    <>
      <PageTitle title={title} />
      <div className="page-head">
        <h1>{title}</h1>
        <div className="playlist-actions">
          {first && (
            <Link
              className="button"
              to={`${paths.singleVideo.href(first._id)}?shared=${encodeURIComponent(shareId)}`}
            >
              <Icon node={Play} />
              <span>{t('Play all')}</span>
            </Link>
          )}
          <SaveToLibrary shareId={shareId} />
        </div>
      </div>
      <p className="category-label">
        {t('A playlist by {name}', { name: ownerName })} · {videoCount(videos.length)}
      </p>
      {description && <p className="playlist-description">{description}</p>}
      <VideoGrid
        videos={videos}
        label={title}
        renderCard={(video) => <LibraryVideoCard video={video} />}
      />
    </>
  )
}

/** Logged in and not its owner: a copy of it becomes one of the learner's playlists. */
function SaveToLibrary({ shareId }: { shareId: string }) {
  const userId = useCurrentUserId()
  const playlists = usePlaylists(userId)
  if (!userId || !playlists.data) return null
  if (playlists.data.some((playlist) => playlist.shareId === shareId)) return null
  return <SaveButton userId={userId} shareId={shareId} />
}

function SaveButton({ userId, shareId }: { userId: string; shareId: string }) {
  const save = useSaveShared(userId)
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={save.isPending}
      onClick={() => !save.isPending && save.mutate(shareId)}
    >
      {t('Save to my library')}
    </button>
  )
}
