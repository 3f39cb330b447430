import { useEffect, useRef } from 'react'
import type { Drill } from '@/shared/entities'
import { useStoredChoice } from '@/lib/use-stored-choice'
import { watchedAcross } from '@/shared/video-time'

const QUIZ_KEY = 'GAMBIT_QUIZ_WHILE_WATCHING'
/** How often the player's time is read while quizzing. */
const WATCH_EVERY_MS = 300

/** "Quiz me while I watch": off by default, remembered on this device. */
export function useQuizPreference() {
  const [on, set] = useStoredChoice(
    QUIZ_KEY,
    (value): value is boolean => typeof value === 'boolean',
    false,
  )
  return { on, set }
}

/**
 * Asks a drill when the playing video reaches its moment (docs/product.md, "Drills"): while
 * `enabled`, the player's time is read; when it passes a drill's time (playing on, not sought
 * past), `ask` is called with it, once per drill for the page's life.
 */
export function useQuizWhileWatching(
  enabled: boolean,
  drills: Drill[],
  playerTime: () => number | null,
  ask: (drill: Drill) => void,
): void {
  const asked = useRef(new Set<string>())
  const latest = useRef({ drills, playerTime, ask })
  useEffect(() => {
    latest.current = { drills, playerTime, ask }
  })
  useEffect(() => {
    if (!enabled) return
    let before: number | null = null
    const timer = setInterval(() => {
      const { drills: current, playerTime: time, ask: put } = latest.current
      const now = time()
      if (now === null) return
      const from = before
      const reached = current.find(
        (drill) => !asked.current.has(drill._id) && watchedAcross(from, now, drill.timeSeconds),
      )
      before = now
      if (!reached) return
      asked.current.add(reached._id)
      put(reached)
    }, WATCH_EVERY_MS)
    return () => clearInterval(timer)
  }, [enabled])
}
