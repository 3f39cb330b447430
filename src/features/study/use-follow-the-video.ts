import { useEffect, useRef } from 'react'
import type { Note } from '@/shared/entities'

/** How often the player's time is read while the board follows the video. */
const FOLLOW_EVERY_MS = 400

/** The latest note with a position at or before `seconds`, if any. */
export function noteAt(notes: Note[], seconds: number): Note | undefined {
  let latest: Note | undefined
  for (const note of notes)
    if (
      note.fen &&
      note.timeSeconds <= seconds &&
      (!latest || note.timeSeconds >= latest.timeSeconds)
    )
      latest = note
  return latest
}

/** What the board shows from a moment of the video on: a note's position, a lesson's move. */
export type Moment = { key: string; show: () => void }

/**
 * "Follow the video" (docs/product.md, "A board beside every video" and "Lessons"): while it is
 * on, the board shows the moment at or before the player's time whenever that moment changes, as
 * the video plays or is sought. With no such moment, the board is left as it is.
 */
export function useFollowTheVideo(
  enabled: boolean,
  momentAt: (seconds: number) => Moment | undefined,
  playerTime: () => number | null,
): void {
  const shown = useRef<string | null>(null)
  const latest = useRef({ momentAt, playerTime })
  useEffect(() => {
    latest.current = { momentAt, playerTime }
  })
  useEffect(() => {
    shown.current = null
    if (!enabled) return
    const timer = setInterval(() => {
      const seconds = latest.current.playerTime()
      if (seconds === null) return
      const moment = latest.current.momentAt(seconds)
      if (!moment || moment.key === shown.current) return
      shown.current = moment.key
      moment.show()
    }, FOLLOW_EVERY_MS)
    return () => clearInterval(timer)
  }, [enabled])
}
