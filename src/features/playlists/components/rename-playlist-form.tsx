import { useId, useState, type FormEvent } from 'react'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import {
  isVisibleTitle,
  normalizeTitle,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
} from '@/shared/input-rules'
import type { Playlist } from '@/shared/entities'
import { useUpdatePlaylist } from '../api/playlists'
import { emptyTitle, titleTaken } from '../title-messages'
import { FieldError } from '@/components/ui/field-error'
import '../playlists.css'

type RenamePlaylistFormProps = { userId: string; playlist: Playlist; onDone: () => void }

/** "Rename": title and description, saved together; a refused title is said under the field. */
export function RenamePlaylistForm({ userId, playlist, onDone }: RenamePlaylistFormProps) {
  const [title, setTitle] = useState(playlist.title)
  const [description, setDescription] = useState(playlist.description)
  const [error, setError] = useState<string | null>(null)
  const update = useUpdatePlaylist(userId)
  const ids = { title: useId(), description: useId(), error: useId() }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const wanted = normalizeTitle(title)
    if (!isVisibleTitle(wanted)) return setError(emptyTitle())
    update.mutate(
      { playlistId: playlist._id, title: wanted, description: description.trim() },
      {
        onSuccess: onDone,
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 409
              ? titleTaken()
              : failure instanceof ApiError && failure.status === 400
                ? failure.message
                : t("Couldn't save the playlist. Try again."),
          ),
      },
    )
  }

  return (
    // Escape from any of its fields cancels, as in a dialog (the keys belong to the fields).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className="form rename-form"
      onSubmit={onSubmit}
      aria-label={t('Rename playlist')}
      // The page then puts focus back on Rename.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onDone()
      }}
    >
      <label htmlFor={ids.title}>{t('Playlist title')}</label>
      <input
        id={ids.title}
        value={title}
        maxLength={PLAYLIST_TITLE_MAX}
        // The form opened from "Rename": the title is what the user came to change.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-invalid={error !== null}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => {
          setTitle(event.target.value)
          setError(null)
        }}
      />
      <FieldError id={ids.error} message={error} />
      <label htmlFor={ids.description}>{t('Description')}</label>
      <textarea
        id={ids.description}
        value={description}
        maxLength={PLAYLIST_DESCRIPTION_MAX}
        rows={3}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="form-row">
        <button type="submit" className="button" disabled={update.isPending}>
          {t('Save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  )
}
