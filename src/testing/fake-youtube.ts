import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A player of the fake IFrame API (fake-youtube-api.js), as tests see it. */
export type FakeYouTubePlayer = {
  videoId: string
  host: string
  rate: number
  getCurrentTime(): number
  /** YouTube's states: 1 playing, 2 paused. */
  getPlayerState(): number
  seekTo(seconds: number): void
  playVideo(): void
  pauseVideo(): void
  setPlaybackRate(rate: number): void
  /** Plays to the end (the player then reports "ended"). */
  finish(): void
}

declare global {
  interface Window {
    __fakeYouTube?: { players: FakeYouTubePlayer[] }
  }
}

const script = readFileSync(path.resolve('src/testing/fake-youtube-api.js'), 'utf8')

/** Stands the fake IFrame API in for YouTube's in jsdom; returns its players. */
export function installFakeYouTube(): { players: () => FakeYouTubePlayer[] } {
  delete window.YT
  window.__fakeYouTube = { players: [] }
  new Function(script)()
  return { players: () => window.__fakeYouTube?.players ?? [] }
}
