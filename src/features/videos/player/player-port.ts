/**
 * What the page needs from a video player (docs/architecture.md, "The player"): the YouTube
 * IFrame API behind youtube-player.ts, and a fake in tests (src/testing/fake-youtube-api.js).
 */
export interface PlayerHandle {
  play(): void
  pause(): void
  seekTo(seconds: number): void
  /** Seconds from the start; 0 before anything played. */
  currentTime(): number
  /** Seconds; 0 while unknown. */
  duration(): number
  playing(): boolean
  destroy(): void
}

export type PlayerEvent = 'ready' | 'playing' | 'paused' | 'ended'

export type PlayerOptions = {
  videoId: string
  title: string
  /** Where to start, in seconds. */
  start: number
  /** Playback speed to start at (remembered on the device). */
  rate: number
  onEvent: (event: PlayerEvent, player: PlayerHandle) => void
  onRateChange: (rate: number) => void
}
