import { SkipForward } from 'lucide'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { usePlaylist } from '@/features/playlists/api/get-playlist'
import type { Playlist, Video } from '@/shared/entities'
import './up-next.css'

export type PlaylistQueue = { playlist: Playlist; position: number; next: Video | undefined }

/** Where this video is in the playlist being played through (`?list=`), once it is known. */
export function usePlaylistQueue(
  userId: string | null,
  listId: string | null,
  videoId: string,
): PlaylistQueue | null {
  const { data: playlist } = usePlaylist(userId, listId ?? '')
  if (!listId || !playlist) return null
  const position = playlist.videos.findIndex((video) => video._id === videoId)
  if (position === -1) return null
  return { playlist, position, next: playlist.videos[position + 1] }
}

type UpNextProps = { queue: PlaylistQueue; onNext: () => void }

/** "Up next" beside a video played from a playlist (docs/product.md, "Playlists"). */
export function UpNext({ queue: { playlist, position, next }, onNext }: UpNextProps) {
  const later = playlist.videos.slice(position + 1)
  return (
    <section className="up-next" aria-labelledby="up-next">
      <h2 id="up-next">Up next</h2>
      <p className="category-label">
        <Link to={paths.singlePlaylist.href(playlist._id)}>{playlist.title}</Link> · video{' '}
        {position + 1} of {playlist.videos.length}
      </p>
      {next ? (
        <button type="button" className="button" onClick={onNext}>
          <Icon node={SkipForward} />
          <span>Next video</span>
        </button>
      ) : (
        <p>This is the last video of the playlist.</p>
      )}
      {later.length > 0 && (
        <ol className="up-next-list" start={position + 2}>
          {later.map((video) => (
            <li key={video._id}>
              <Link to={paths.singleVideo.href(video._id, playlist._id)}>{video.title}</Link>
              <span className="category-label"> · {video.creator}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
