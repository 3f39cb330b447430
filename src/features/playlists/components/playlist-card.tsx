import { Folder, Trash2 } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { Playlist } from '@/types/api'
import '../playlists.css'

type PlaylistCardProps = { playlist: Playlist; onDelete: () => void; deleting: boolean }

export function PlaylistCard({ playlist, onDelete, deleting }: PlaylistCardProps) {
  const count = playlist.videos.length
  return (
    <article className="playlist-card">
      <Link to={paths.singlePlaylist.href(playlist._id)} className="playlist-card-link">
        <Icon node={Folder} />
        <span className="playlist-title">{playlist.title}</span>
      </Link>
      <p className="category-label">{count === 1 ? '1 video' : `${count} videos`}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={`Delete playlist ${playlist.title}`}
        title="Delete playlist"
        disabled={deleting}
        onClick={onDelete}
      >
        <Icon node={Trash2} />
      </button>
    </article>
  )
}
