import type { PlayerHandle, PlayerOptions } from './player-port'

// The parts of the YouTube IFrame Player API this adapter uses
// (developers.google.com/youtube/iframe_api_reference).
type YouTubePlayer = {
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  getCurrentTime(): number
  getDuration(): number
  getPlayerState(): number
  setPlaybackRate(rate: number): void
  getIframe(): HTMLIFrameElement
  destroy(): void
}
type YouTubeNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      host: string
      videoId: string
      playerVars: Record<string, number | string>
      events: Record<string, (event: { data: number; target: YouTubePlayer }) => void>
    },
  ) => YouTubePlayer
}
declare global {
  interface Window {
    YT?: YouTubeNamespace
    onYouTubeIframeAPIReady?: () => void
  }
}

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api'
const STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2 }

let loading: Promise<YouTubeNamespace> | undefined

/** Loads the IFrame API once, on the first press of play. */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT)
  loading ??= new Promise((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady
    window.onYouTubeIframeAPIReady = () => {
      previous?.()
      if (window.YT) resolve(window.YT)
    }
    const script = document.createElement('script')
    script.src = YOUTUBE_API_URL
    script.async = true
    script.onerror = () => {
      loading = undefined // another press may try again
      script.remove()
      reject(new Error('The YouTube player could not be loaded.'))
    }
    document.head.append(script)
  })
  return loading
}

/** A YouTube player in `element` (replaced by its iframe), on the privacy-enhanced host. */
export async function createYouTubePlayer(
  element: HTMLElement,
  { videoId, title, start, rate, onEvent, onRateChange }: PlayerOptions,
): Promise<PlayerHandle> {
  const YT = await loadYouTubeApi()
  // The player's events arrive after it is made; by then it has its handle.
  const self = {} as { handle: PlayerHandle }
  const player = new YT.Player(element, {
    host: 'https://www.youtube-nocookie.com',
    videoId,
    playerVars: { autoplay: 1, playsinline: 1, rel: 0, start: Math.floor(start) },
    events: {
      onReady: ({ target }) => {
        target.getIframe().title = title
        if (rate !== 1) target.setPlaybackRate(rate)
        onEvent('ready', self.handle)
      },
      onStateChange: ({ data }) => {
        if (data === STATE.PLAYING) onEvent('playing', self.handle)
        else if (data === STATE.PAUSED) onEvent('paused', self.handle)
        else if (data === STATE.ENDED) onEvent('ended', self.handle)
      },
      onPlaybackRateChange: ({ data }) => onRateChange(data),
    },
  })
  self.handle = {
    play: () => player.playVideo(),
    pause: () => player.pauseVideo(),
    seekTo: (seconds) => player.seekTo(seconds, true),
    currentTime: () => player.getCurrentTime?.() ?? 0,
    duration: () => player.getDuration?.() ?? 0,
    playing: () => player.getPlayerState?.() === STATE.PLAYING,
    destroy: () => player.destroy(),
  }
  return self.handle
}
