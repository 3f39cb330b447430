import { useEffect, useRef } from 'react'
import { watchedAcross } from '@/shared/video-time'

/** How often the player's time is read while a timed guess waits (a move a second is seen). */
const WATCH_EVERY_MS = 250
/** The video stops this much before the move, so that it is not seen played. */
const AHEAD_SECONDS = 0.25

/** What guessing needs of the video's player. */
export type GuessVideo = { time: () => number | null; playing: () => boolean; pause: () => void }

/**
 * While a guess with a time waits, the playing video plays up to that time and pauses there
 * (docs/product.md, "Guess the moves while you watch"); `onPaused` is told. A video that does not
 * play (not started, offline, blocked) is left as it is: the board waits for the guess.
 */
export function usePauseAtGuess(
  video: GuessVideo | undefined,
  seconds: number | undefined,
  onPaused: () => void,
) {
  const latest = useRef({ video, onPaused })
  useEffect(() => {
    latest.current = { video, onPaused }
  })
  useEffect(() => {
    if (seconds === undefined) return
    const stopAt = seconds - AHEAD_SECONDS
    let before: number | null = null
    const timer = setInterval(() => {
      const { video: player, onPaused: paused } = latest.current
      const now = player?.time() ?? null
      // Reached as it plays, not sought past: a video already beyond the move plays on.
      const reached = now !== null && watchedAcross(before, now, stopAt)
      before = now
      if (!reached || !player?.playing()) return
      player.pause()
      paused()
    }, WATCH_EVERY_MS)
    return () => clearInterval(timer)
  }, [seconds])
}
