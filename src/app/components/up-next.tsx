import { SkipForward } from 'lucide'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { usePlaylist } from '@/features/playlists/api/playlists'
import { useSharedPlaylist } from '@/features/sharing/api'
import { t } from '@/i18n/translate'
import type { Playlist, Video } from '@/shared/entities'
import './up-next.css'

export type PlaylistQueue = {
  playlist: Pick<Playlist, 'title' | 'videos'>
  position: number
  next: Video | undefined
  /** The playlist's page: the owner's, or the shared one's. */
  playlistHref: string
  /** A video of the playlist, played through it. */
  videoHref: (videoId: string) => string
}

/**
 * Where this video is in the playlist being played through, once it is known: one of the
 * user's (`?list=`) or one shared by link (`?shared=`, docs/product.md, "Share playlists").
 */
export function usePlaylistQueue(
  userId: string | null,
  { listId, shareId }: { listId: string | null; shareId: string | null },
  videoId: string,
): PlaylistQueue | null {
  const { data: own } = usePlaylist(userId, shareId ? '' : (listId ?? ''))
  const { data: shared } = useSharedPlaylist(shareId ?? '', { enabled: Boolean(shareId) })
  const playlist = shareId ? shared : listId ? own : undefined
  if (!playlist) return null
  const position = playlist.videos.findIndex((video) => video._id === videoId)
  if (position === -1) return null
  return {
    playlist,
    position,
    next: playlist.videos[position + 1],
    playlistHref: shareId
      ? paths.sharedPlaylist.href(shareId)
      : paths.singlePlaylist.href(listId ?? ''),
    videoHref: (id) =>
      shareId
        ? `${paths.singleVideo.href(id)}?shared=${encodeURIComponent(shareId)}`
        : paths.singleVideo.href(id, listId ?? ''),
  }
}

type UpNextProps = { queue: PlaylistQueue; onNext: () => void }

/** "Up next" beside a video played from a playlist (docs/product.md, "Playlists"). */
export function UpNext({
  queue: { playlist, position, next, playlistHref, videoHref },
  onNext,
}: UpNextProps) {
  const later = playlist.videos.slice(position + 1)
  return (
    <section className="up-next" aria-labelledby="up-next">
      <h2 id="up-next">{t('Up next')}</h2>
      <p className="category-label">
        <Link to={playlistHref}>{playlist.title}</Link>
        {' · '}
        {t('video {position} of {total}', {
          position: position + 1,
          total: playlist.videos.length,
        })}
      </p>
      {next ? (
        <button type="button" className="button" onClick={onNext}>
          <Icon node={SkipForward} />
          <span>{t('Next video')}</span>
        </button>
      ) : (
        <p>{t('This is the last video of the playlist.')}</p>
      )}
      {later.length > 0 && (
        <ol className="up-next-list" start={position + 2}>
          {later.map((video) => (
            <li key={video._id}>
              <Link to={videoHref(video._id)}>{video.title}</Link>
              <span className="category-label"> · {video.creator}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
