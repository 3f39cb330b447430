import { X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { trapTabKey } from '@/components/ui/trap-tab-key'
import type { Video } from '@/types/api'
import { useAddToPlaylist } from '../api/add-to-playlist'
import { useCreatePlaylist } from '../api/create-playlist'
import { usePlaylists } from '../api/get-playlists'
import { useRemoveFromPlaylist } from '../api/remove-from-playlist'

export type PlaylistModalProps = { userId: string; video: Video; onClose: () => void }

/**
 * "Save to..." for one video. A native modal <dialog> keeps focus inside and closes on Escape;
 * a click on the backdrop or the Close button closes it too, and focus returns to the opener.
 */
export default function PlaylistModal({ userId, video, onClose }: PlaylistModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const [name, setName] = useState('')
  const playlists = usePlaylists(userId)
  const create = useCreatePlaylist(userId)
  const add = useAddToPlaylist(userId)
  const remove = useRemoveFromPlaylist(userId)
  const busy = add.isPending || remove.isPending

  useEffect(() => {
    const dialog = dialogRef.current
    const opener = document.activeElement as HTMLElement | null
    dialog?.showModal()
    return () => opener?.focus()
  }, [])

  const close = () => dialogRef.current?.close()

  const onCreate = (event: FormEvent) => {
    event.preventDefault()
    const title = name.trim()
    // Empty and duplicate names are ignored, as SPEC.md §4 says.
    if (!title || playlists.data?.some((playlist) => playlist.title === title)) return
    create.mutate(title, { onSuccess: () => setName('') })
  }

  return (
    // The backdrop click is a mouse shortcut; keyboard users have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={trapTabKey}
      onClick={(event) => event.target === dialogRef.current && close()}
    >
      <div className="dialog-body">
        <div className="dialog-head">
          <h2 id={headingId}>Save to...</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={close}>
            <X aria-hidden="true" />
          </button>
        </div>
        {playlists.isPending && <p>Loading playlists…</p>}
        {playlists.data?.length === 0 && <p>No playlists yet. Name one below.</p>}
        <ul className="playlist-options">
          {playlists.data?.map((playlist) => {
            const checked = playlist.videos.some((saved) => saved._id === video._id)
            return (
              <li key={playlist._id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={busy}
                    onChange={() =>
                      checked
                        ? remove.mutate({ playlistId: playlist._id, videoId: video._id })
                        : add.mutate({ playlistId: playlist._id, video })
                    }
                  />
                  {playlist.title}
                </label>
              </li>
            )
          })}
        </ul>
        <form className="inline-form" onSubmit={onCreate}>
          <input
            aria-label="Playlist name"
            placeholder="Playlist name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={create.isPending}>
            Create New
          </button>
        </form>
      </div>
    </dialog>
  )
}
