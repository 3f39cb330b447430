import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import type { Progress } from '@/shared/entities'
import { rememberProgress, saveProgress } from './api/progress'

/** What the saver needs of the player (features/videos/player/player-port.ts). */
type PlayingVideo = { currentTime(): number; duration(): number }
type PlayerEvent = 'ready' | 'playing' | 'paused' | 'ended'
type Seconds = Pick<Progress, 'positionSeconds' | 'durationSeconds'>

export const SAVE_EVERY_MS = 10_000

/**
 * Saves where the user is in a video (docs/product.md, "Watch and study"): every 10 s while it
 * plays, on pause, on end, when the page is hidden or left, and when the video page closes. One
 * request at a time: a save asked for while one is on its way waits, and only the newest waits.
 * As the page goes away the last save is sent with `keepalive`, so it is not lost.
 */
export function useProgressSaver(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  const state = useRef({
    player: null as PlayingVideo | null,
    timer: undefined as ReturnType<typeof setInterval> | undefined,
    sending: false,
    waiting: null as Seconds | null,
  })

  const read = useCallback((): Seconds | null => {
    const player = state.current.player
    const duration = player?.duration() ?? 0
    if (!player || !(duration > 0)) return null
    // Tenths of a second, rounded down: the position never passes the duration.
    const tenths = (value: number) => Math.floor(value * 10) / 10
    return {
      positionSeconds: tenths(Math.min(Math.max(player.currentTime(), 0), duration)),
      durationSeconds: tenths(duration),
    }
  }, [])

  const save = useCallback(
    (leaving = false) => {
      const seconds = read()
      const s = state.current
      if (!userId || !seconds) return
      if (leaving) return void saveProgress(videoId, seconds, true).catch(() => undefined)
      if (s.sending) return void (s.waiting = seconds)
      const send = (next: Seconds) => {
        s.sending = true
        saveProgress(videoId, next)
          .then((saved) => rememberProgress(queryClient, userId, saved))
          // A lost save is made good by the next one; the video keeps playing.
          .catch(() => undefined)
          .finally(() => {
            s.sending = false
            const queued = s.waiting
            s.waiting = null
            if (queued) send(queued)
          })
      }
      send(seconds)
    },
    [userId, videoId, read, queryClient],
  )

  const onEvent = useCallback(
    (event: PlayerEvent, player: PlayingVideo) => {
      const s = state.current
      s.player = player
      if (event === 'playing') {
        clearInterval(s.timer)
        s.timer = setInterval(() => save(), SAVE_EVERY_MS)
      } else if (event === 'paused' || event === 'ended') {
        clearInterval(s.timer)
        save()
      }
    },
    [save],
  )

  useEffect(() => {
    const s = state.current
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true)
    }
    const onPageHide = () => save(true)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      clearInterval(s.timer)
      // Leaving the video page for another screen of the app.
      save()
      s.player = null
    }
  }, [save])

  return onEvent
}
