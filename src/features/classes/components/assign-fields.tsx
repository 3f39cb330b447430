import { useId, type ReactNode } from 'react'
import { difficultyName, guessSideName } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import { PUZZLE_HOMEWORK } from '@/shared/homework'
import { GUESS_SIDES, type GuessSide } from '@/shared/lesson-limits'
import { DIFFICULTY_CHOICES } from '@/shared/puzzle-address'
import type { Difficulty } from '@/shared/puzzle-themes'

// What each kind of assignment asks, in the coach's "Assign work" (./assign-form.tsx).

type Choice = { _id: string; title: string }

export function PlaylistField(props: {
  playlists: Choice[]
  value: string
  onChange: (playlistId: string) => void
}) {
  const id = useId()
  if (props.playlists.length === 0)
    return <p className="muted">{t('Make a playlist first: it is what this kind assigns.')}</p>
  return (
    <div>
      <label htmlFor={id}>{t('Playlist')}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.playlists.map((playlist) => (
          <option key={playlist._id} value={playlist._id}>
            {playlist.title}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A video with a lesson and "I play", as the student's "Guess the moves" will ask. */
export function GuessFields(props: {
  lessons: Choice[]
  videoId: string
  onVideo: (videoId: string) => void
  side: GuessSide
  onSide: (side: GuessSide) => void
}) {
  const ids = { video: useId(), side: useId() }
  if (props.lessons.length === 0) return <p className="muted">{t('No video has a lesson yet.')}</p>
  return (
    <>
      <div>
        <label htmlFor={ids.video}>{t('Video')}</label>
        <select
          id={ids.video}
          value={props.videoId}
          onChange={(e) => props.onVideo(e.target.value)}
        >
          {props.lessons.map((video) => (
            <option key={video._id} value={video._id}>
              {video.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.side}>{t('I play')}</label>
        <select
          id={ids.side}
          value={props.side}
          onChange={(e) => props.onSide(e.target.value as GuessSide)}
        >
          {GUESS_SIDES.map((side) => (
            <option key={side} value={side}>
              {guessSideName(side)}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}

export type PuzzleChoice = {
  chosen: ReadonlySet<string>
  difficulty: Difficulty | 'any'
  /** As typed: checked when the form is sent. */
  count: string
}

/** Themes (none: any), a difficulty and how many puzzles, as /puzzles filters them. */
export function PuzzleFields(props: {
  value: PuzzleChoice
  onChange: (value: PuzzleChoice) => void
  themes: (
    chosen: ReadonlySet<string>,
    onChange: (chosen: ReadonlySet<string>) => void,
  ) => ReactNode
}) {
  const { value, onChange } = props
  const ids = { difficulty: useId(), count: useId(), hint: useId() }
  return (
    <div className="assign-puzzles">
      {props.themes(value.chosen, (chosen) => onChange({ ...value, chosen }))}
      <div className="assign-fields">
        <div>
          <label htmlFor={ids.difficulty}>{t('Difficulty')}</label>
          <select
            id={ids.difficulty}
            value={value.difficulty}
            onChange={(e) => onChange({ ...value, difficulty: e.target.value as Difficulty })}
          >
            {DIFFICULTY_CHOICES.map((band) => (
              <option key={band} value={band}>
                {difficultyName(band)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.count}>{t('Number of puzzles')}</label>
          <input
            id={ids.count}
            type="number"
            inputMode="numeric"
            min={PUZZLE_HOMEWORK.min}
            max={PUZZLE_HOMEWORK.max}
            aria-describedby={ids.hint}
            value={value.count}
            onChange={(e) => onChange({ ...value, count: e.target.value })}
          />
          <p id={ids.hint} className="field-hint">
            {t('{min} to {max}.', { min: PUZZLE_HOMEWORK.min, max: PUZZLE_HOMEWORK.max })}
          </p>
        </div>
      </div>
    </div>
  )
}
