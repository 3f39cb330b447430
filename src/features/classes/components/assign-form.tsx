import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { PUZZLE_HOMEWORK, type AssignmentKind, type NewAssignment } from '@/shared/homework'
import type { GuessSide } from '@/shared/lesson-limits'
import { useAssign } from '../api/classes'
import { GuessFields, PlaylistField, PuzzleFields, type PuzzleChoice } from './assign-fields'
import '../classes.css'

const kinds = (): { value: AssignmentKind; label: string; done: string }[] => [
  { value: 'playlist', label: t('Playlist'), done: t('Playlist assigned!') },
  { value: 'guess', label: t('Guess the moves'), done: t('Guessing assigned!') },
  { value: 'puzzles', label: t('Puzzles'), done: t('Puzzles assigned!') },
]

type AssignFormProps = {
  userId: string
  classId: string
  /** The coach's playlists (the app hands them in). */
  playlists: { _id: string; title: string }[]
  /** The catalogue's videos with a lesson. */
  lessons: { _id: string; title: string }[]
  /** The group "Themes" as /puzzles has it, and the chosen themes in its order. */
  themes: {
    choice: (
      chosen: ReadonlySet<string>,
      onChange: (chosen: ReadonlySet<string>) => void,
    ) => ReactNode
    inOrder: (chosen: ReadonlySet<string>) => string[]
  }
}

/**
 * "Assign work" (docs/product.md, "Homework that grades itself"): a kind, what it asks (one of
 * the coach's playlists, a lesson's moves to guess as a side, or puzzles), and a due date.
 */
export function AssignForm({ userId, classId, playlists, lessons, themes }: AssignFormProps) {
  const assign = useAssign(userId, classId)
  const [kind, setKind] = useState<AssignmentKind>('playlist')
  const [playlistId, setPlaylistId] = useState(playlists[0]?._id ?? '')
  const [videoId, setVideoId] = useState(lessons[0]?._id ?? '')
  const [side, setSide] = useState<GuessSide>('white')
  const [puzzles, setPuzzles] = useState<PuzzleChoice>({
    chosen: new Set(),
    difficulty: 'any',
    count: '10',
  })
  const [due, setDue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ids = { heading: useId(), kind: useId(), due: useId(), error: useId() }
  const asked = (): NewAssignment | string => {
    const when = due ? { due } : {}
    if (kind === 'playlist')
      return playlistId ? { kind, playlistId, ...when } : t('Make a playlist first.')
    if (kind === 'guess')
      return videoId ? { kind, videoId, side, ...when } : t('No video has a lesson yet.')
    const count = Number(puzzles.count)
    if (!Number.isInteger(count) || count < PUZZLE_HOMEWORK.min || count > PUZZLE_HOMEWORK.max)
      return t('Ask {min} to {max} puzzles.', {
        min: PUZZLE_HOMEWORK.min,
        max: PUZZLE_HOMEWORK.max,
      })
    const difficulty = puzzles.difficulty === 'any' ? {} : { difficulty: puzzles.difficulty }
    return { kind, themes: themes.inOrder(puzzles.chosen), count, ...difficulty, ...when }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (assign.isPending) return
    const assignment = asked()
    if (typeof assignment === 'string') return setError(assignment)
    try {
      await assign.mutateAsync(assignment)
      setError(null)
      notify.success(kinds().find((choice) => choice.value === kind)!.done)
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't assign it."))
    }
  }
  return (
    <form
      className="form assign-form"
      aria-labelledby={ids.heading}
      // The form says what is wrong in its own words, in an alert a screen reader hears.
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={ids.heading}>{t('Assign work')}</h2>
      <div className="assign-fields">
        <div>
          <label htmlFor={ids.kind}>{t('Kind')}</label>
          <select
            id={ids.kind}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as AssignmentKind)
              setError(null)
            }}
          >
            {kinds().map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {kind === 'playlist' && (
          <PlaylistField playlists={playlists} value={playlistId} onChange={setPlaylistId} />
        )}
        {kind === 'guess' && (
          <GuessFields
            lessons={lessons}
            videoId={videoId}
            onVideo={setVideoId}
            side={side}
            onSide={setSide}
          />
        )}
        <div>
          <label htmlFor={ids.due}>{t('Due date')}</label>
          <input id={ids.due} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </div>
      </div>
      {kind === 'puzzles' && (
        <PuzzleFields value={puzzles} onChange={setPuzzles} themes={themes.choice} />
      )}
      <FieldError id={ids.error} message={error} />
      <button type="submit" className="button" aria-disabled={assign.isPending}>
        {t('Assign')}
      </button>
    </form>
  )
}
