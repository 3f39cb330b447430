import { useId, useState, type FormEvent } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { notify } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { useAssign } from '../api/classes'
import '../classes.css'

type AssignFormProps = {
  userId: string
  classId: string
  /** The coach's playlists (the app hands them in). */
  playlists: { _id: string; title: string }[]
}

/** Assign one of the coach's playlists, with an optional due date. */
export function AssignForm({ userId, classId, playlists }: AssignFormProps) {
  const assign = useAssign(userId, classId)
  const [playlistId, setPlaylistId] = useState(playlists[0]?._id ?? '')
  const [due, setDue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ids = { heading: useId(), playlist: useId(), due: useId(), error: useId() }
  if (playlists.length === 0)
    return <p className="muted">Make a playlist first: a class is assigned playlists.</p>
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (assign.isPending || !playlistId) return
    try {
      await assign.mutateAsync({ playlistId, ...(due && { due }) })
      setError(null)
      notify.success('Playlist assigned!')
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Couldn't assign the playlist.")
    }
  }
  return (
    <form
      className="form assign-form"
      aria-labelledby={ids.heading}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={ids.heading}>Assign a playlist</h2>
      <div className="assign-fields">
        <div>
          <label htmlFor={ids.playlist}>Playlist</label>
          <select
            id={ids.playlist}
            value={playlistId}
            onChange={(e) => setPlaylistId(e.target.value)}
          >
            {playlists.map((playlist) => (
              <option key={playlist._id} value={playlist._id}>
                {playlist.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.due}>Due date</label>
          <input id={ids.due} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </div>
      </div>
      <FieldError id={ids.error} message={error} />
      <button type="submit" className="button" aria-disabled={assign.isPending}>
        Assign
      </button>
    </form>
  )
}
