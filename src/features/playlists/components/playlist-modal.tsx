import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { isVisibleTitle, normalizeTitle, PLAYLIST_TITLE_MAX, titleKey } from '@/shared/input-rules'
import type { Video } from '@/shared/entities'
import { addedToPlaylist, useAddToPlaylist, useRemoveFromPlaylist } from '../api/playlist-videos'
import { isTitleRefusal, useCreatePlaylist, usePlaylists } from '../api/playlists'
import { inPlaylist } from '../api/playlist-writes'
import { emptyTitle, titleTaken } from '../title-messages'
import { FieldError } from '@/components/ui/field-error'
import '../playlists.css'

export type PlaylistModalProps = { userId: string; video: Video; onClose: () => void }

/** "Save to..." for one video: a checkbox per playlist, and a form to create one. */
export default function PlaylistModal({ userId, video, onClose }: PlaylistModalProps) {
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const nameErrorId = useId()
  const playlists = usePlaylists(userId)
  const create = useCreatePlaylist(userId)
  const add = useAddToPlaylist(userId)
  const remove = useRemoveFromPlaylist(userId)

  const onCreate = (event: FormEvent) => {
    event.preventDefault()
    const title = normalizeTitle(name)
    // The same rules as the back end's (docs/product.md, "Input rules"), said before sending.
    if (!isVisibleTitle(title)) return setNameError(emptyTitle())
    if (playlists.data?.some((playlist) => titleKey(playlist.title) === titleKey(title)))
      return setNameError(titleTaken())
    // Created with this video in it, as YouTube does: one request, so nothing is half done.
    create.mutate(
      { title, videoIds: [video._id] },
      {
        onSuccess: () => {
          setName('')
          notify.success(addedToPlaylist())
        },
        onError: (error) => {
          if (isTitleRefusal(error))
            setNameError(error.status === 409 ? titleTaken() : emptyTitle())
        },
      },
    )
  }

  return (
    <ModalDialog title={t('Save to...')} onClose={onClose}>
      {playlists.isPending && <p>{t('Loading playlists…')}</p>}
      {playlists.data?.length === 0 && <p>{t('No playlists yet. Name one below.')}</p>}
      <ul className="playlist-options dialog-scroll">
        {playlists.data?.map((playlist) => {
          const checked = inPlaylist(playlist, video._id)
          return (
            <li key={playlist._id}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={checked}
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
          aria-label={t('Playlist name')}
          placeholder={t('Playlist name')}
          value={name}
          maxLength={PLAYLIST_TITLE_MAX}
          aria-invalid={nameError !== null}
          aria-describedby={nameError ? nameErrorId : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setNameError(null)
          }}
        />
        <button type="submit" className="button" disabled={create.isPending}>
          {t('Create New')}
        </button>
      </form>
      <FieldError id={nameErrorId} message={nameError} />
    </ModalDialog>
  )
}
