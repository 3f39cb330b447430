import type { Page, Route } from '@playwright/test'
import { currentTime, playThenStopAt } from './fake-player'
import {
  apiCall,
  expect,
  expectAxeClean,
  guestToken,
  loginAsGuest,
  test,
  videoDetails,
  YOUTUBE_API_URL,
} from './fixtures'

// docs/product.md, "Watch and study", with the fake IFrame API standing in for YouTube.

const savedProgress = async (page: Page) =>
  (await apiCall(page, 'GET', '/api/user/progress', { token: await guestToken(page) })).body
    .progress as { videoId: string; positionSeconds: number }[]

test('play, pause: the position is saved; after a reload the poster resumes there, beside "Resume from m:ss" and "Start over"', async ({
  page,
}) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/singlevideo/Eas20kFpAYw')
  await playThenStopAt(page, "Anand's Immortal", 75)
  await expect
    .poll(async () => (await savedProgress(page))[0]?.positionSeconds)
    .toBeGreaterThanOrEqual(75)

  await page.reload()
  await expect(videoDetails(page).getByRole('button', { name: 'Resume from 1:15' })).toBeVisible()
  await expect(videoDetails(page).getByRole('button', { name: 'Start over' })).toBeVisible()
  // The poster's big play button resumes too.
  await videoDetails(page).getByRole('button', { name: "Play Anand's Immortal" }).click()
  await expect(page.locator(`iframe[title="Anand's Immortal"]`)).toBeAttached()
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(75)

  // "Continue watching" on Explore and the landing page lists the started video, with its bar.
  await page.goto('/explore')
  const started = page.getByRole('list', { name: 'Continue watching' })
  await expect(page.getByRole('heading', { level: 2, name: 'Continue watching' })).toBeVisible()
  await expect(started.getByRole('article')).toHaveCount(1)
  await expect(started.getByRole('progressbar', { name: 'Watched' })).toHaveAttribute(
    'aria-valuenow',
    '13',
  )
  await page.goto('/')
  await expect(
    page.getByRole('list', { name: 'Continue watching' }).getByRole('article'),
  ).toHaveCount(1)
})

// Reaching 90 %, hiding the page mid-play, a visitor's video page and a note's diagram, Jump to,
// export and delete are screen tests (src/app/screens/watch-progress, use-progress-saver,
// video-notes): here the real player → worker → reload chain, axe, and a script that fails.
const SICILIAN = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'

test('axe on a video page with notes and progress, and on Explore, in both themes', async ({
  page,
}) => {
  await loginAsGuest(page, { remember: true })
  const token = await guestToken(page)
  await apiCall(page, 'POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 95, text: 'The Sicilian', fen: SICILIAN } },
  })
  await apiCall(page, 'PUT', '/api/user/progress/Eas20kFpAYw', {
    token,
    body: { positionSeconds: 120, durationSeconds: 600 },
  })
  await page.goto('/singlevideo/Eas20kFpAYw')
  await expect(page.getByRole('img', { name: /^Position at 1:35/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resume from 2:00' })).toBeVisible()
  await expectAxeClean(page)
  await page.goto('/explore')
  await expect(page.getByRole('list', { name: 'Continue watching' })).toBeVisible()
  await expectAxeClean(page)
})

test('a YouTube player that could not load says so with "Retry", which loads it', async ({
  page,
}) => {
  const blocked = (route: Route) => route.abort()
  await page.route(YOUTUBE_API_URL, blocked)
  await page.goto('/singlevideo/Eas20kFpAYw')
  await videoDetails(page).getByRole('button', { name: "Play Anand's Immortal" }).click()
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The YouTube player could not be loaded.' })
  await expect(alert).toBeVisible()
  // The connection is back: Retry loads the player, and the message leaves.
  await page.unroute(YOUTUBE_API_URL, blocked)
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.locator('iframe[title="Anand\'s Immortal"]')).toBeAttached()
  await expect(alert).toHaveCount(0)
})
