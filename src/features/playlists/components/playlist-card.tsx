import { Folder, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { Playlist } from '@/types/api'

type PlaylistCardProps = { playlist: Playlist; onDelete: () => void; deleting: boolean }

export function PlaylistCard({ playlist, onDelete, deleting }: PlaylistCardProps) {
  const count = playlist.videos.length
  return (
    <article className="playlist-card">
      <Link to={paths.singlePlaylist.href(playlist._id)} className="playlist-card-link">
        <Folder aria-hidden="true" />
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
        <Trash2 aria-hidden="true" />
      </button>
    </article>
  )
}
