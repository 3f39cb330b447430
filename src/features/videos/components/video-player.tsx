import { Play } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { savedPlaybackRate, savePlaybackRate } from '../player/playback-rate'
import type { PlayerEvent, PlayerHandle } from '../player/player-port'
import { createYouTubePlayer } from '../player/youtube-player'
import { Thumbnail } from './thumbnail'
import './video-page.css'

type VideoPlayerProps = {
  videoId: string
  title: string
  /** null: the poster. A number: the player, started there (seconds). */
  startAt: number | null
  /** The poster's play button was pressed (the page knows where to start: a resume point). */
  onStart: () => void
  onEvent?: (event: PlayerEvent, player: PlayerHandle) => void
}

/**
 * A light poster until the user presses play; only then is YouTube's IFrame API loaded and the
 * player made (player/youtube-player.ts), at the speed this device last used.
 */
export function VideoPlayer({ videoId, title, startAt, onStart, onEvent }: VideoPlayerProps) {
  const slot = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const events = useRef(onEvent)
  useEffect(() => {
    events.current = onEvent
  })
  // How the player's loading went; each "Retry" is a new attempt (issue 35).
  const [loading, setLoading] = useState<{ attempt: number; failed: boolean }>({
    attempt: 0,
    failed: false,
  })
  const started = startAt !== null

  useEffect(() => {
    const box = slot.current
    if (!started || !box) return
    // The API replaces the element it is given: give it one React does not own.
    const element = box.appendChild(document.createElement('div'))
    let player: PlayerHandle | undefined
    let gone = false
    createYouTubePlayer(element, {
      videoId,
      title,
      start: startAt ?? 0,
      rate: savedPlaybackRate(),
      onEvent: (event, handle) => events.current?.(event, handle),
      onRateChange: savePlaybackRate,
    }).then(
      (made) => (gone ? made.destroy() : (player = made)),
      () => {
        if (!gone) setLoading((now) => ({ ...now, failed: true }))
      },
    )
    return () => {
      gone = true
      player?.destroy()
      box.replaceChildren()
    }
    // One player per video; a later start time is a seek, asked of the player itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, videoId, loading.attempt])

  if (started)
    return (
      <div className="player" ref={box} tabIndex={-1}>
        <div className="player-slot" ref={slot} />
        {loading.failed && (
          <div className="player-error" role="alert">
            <p>
              {t('The YouTube player could not be loaded. Check your connection and try again.')}
            </p>
            <button
              type="button"
              className="button"
              onClick={() => {
                // The button goes with the message: focus waits on the player's box.
                box.current?.focus()
                setLoading(({ attempt }) => ({ attempt: attempt + 1, failed: false }))
              }}
            >
              {t('Retry')}
            </button>
          </div>
        )}
      </div>
    )
  return (
    <div className="player">
      <Thumbnail videoId={videoId} title={title} eager />
      <button
        type="button"
        className="play-button"
        aria-label={t('Play {title}', { title })}
        onClick={onStart}
      >
        <Icon node={Play} />
      </button>
    </div>
  )
}
