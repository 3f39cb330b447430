import type { Page } from '@playwright/test'
import { expect, videoDetails } from './fixtures'

// The fake IFrame API that stands in for YouTube in the end-to-end tests
// (src/testing/fake-youtube-api.js), driven from the test.

type FakePlayer = {
  seekTo(seconds: number): void
  pauseVideo(): void
  playVideo(): void
  getCurrentTime(): number
}
/** The fake IFrame API's players (src/testing/fake-youtube-api.js). */
export const players = () =>
  (window as unknown as { __fakeYouTube: { players: FakePlayer[] } }).__fakeYouTube.players

/** Presses play on the video page, then plays to `seconds` and pauses there. */
export async function playThenStopAt(page: Page, title: string, seconds: number) {
  await videoDetails(page)
    .getByRole('button', { name: `Play ${title}` })
    .click()
  await expect(page.locator(`iframe[title="${title}"]`)).toBeAttached()
  await waitForPlayer(page)
  await page.evaluate(
    `(() => { const p = (${players})()[0]; p.playVideo(); p.seekTo(${seconds}); p.pauseVideo() })()`,
  )
}

// 0 until the fake IFrame API has loaded (it loads on the first press of play).
export const currentTime = (page: Page) =>
  page.evaluate(
    `window.__fakeYouTube ? (${players})()[0]?.getCurrentTime() ?? 0 : 0`,
  ) as Promise<number>

/** Resolves once the fake IFrame API has loaded (on the first press of play) and made a player. */
export const waitForPlayer = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __fakeYouTube?: { players: unknown[] } }).__fakeYouTube?.players
        .length === 1,
  )
