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

/**
 * "Follow the video" (docs/product.md, "A board beside every video"): while it is on, the board
 * takes the position of the latest note at or before the player's time whenever that note
 * changes, as the video plays or is sought. With no such note, the board is left as it is.
 */
export function useFollowTheVideo(
  enabled: boolean,
  notes: Note[] | undefined,
  playerTime: () => number | null,
  show: (note: Note) => void,
): void {
  const shown = useRef<string | null>(null)
  const latest = useRef({ notes, playerTime, show })
  useEffect(() => {
    latest.current = { notes, playerTime, show }
  })
  useEffect(() => {
    shown.current = null
    if (!enabled) return
    const timer = setInterval(() => {
      const { notes: current = [], playerTime: time, show: put } = latest.current
      const seconds = time()
      if (seconds === null) return
      const note = noteAt(current, seconds)
      if (!note || note._id === shown.current) return
      shown.current = note._id
      put(note)
    }, FOLLOW_EVERY_MS)
    return () => clearInterval(timer)
  }, [enabled])
}
