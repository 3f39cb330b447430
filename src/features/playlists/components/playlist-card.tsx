import { Folder, Trash2 } from 'lucide'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import type { Playlist } from '@/shared/entities'
import '../playlists.css'

type PlaylistCardProps = {
  playlist: Playlist
  /** The first video's thumbnail (composed by the page: features stay independent). */
  cover: ReactNode
  onDelete: () => void
}

export const videoCount = (count: number) =>
  t('{count, plural, one {{count} video} other {{count} videos}}', { count })

export function PlaylistCard({ playlist, cover, onDelete }: PlaylistCardProps) {
  return (
    <article className="playlist-card">
      <Link to={paths.singlePlaylist.href(playlist._id)} className="playlist-card-link">
        <span className="playlist-cover">
          {cover ?? (
            <span className="playlist-cover-empty" aria-hidden="true">
              <Icon node={Folder} />
            </span>
          )}
        </span>
        <span className="playlist-title">{playlist.title}</span>
      </Link>
      <p className="category-label">{videoCount(playlist.videos.length)}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('Delete playlist {title}', { title: playlist.title })}
        title={t('Delete playlist')}
        onClick={onDelete}
      >
        <Icon node={Trash2} />
      </button>
    </article>
  )
}
