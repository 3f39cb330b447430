import type { Page, Route } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { currentTime, players, playThenStopAt } from './fake-player'
import {
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
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

test('reaching 90 % marks the card "Watched" and leaves "Continue watching"', async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/singlevideo/wofz0k6FCMU')
  await playThenStopAt(page, 'The shortest game', 550)
  await expect
    .poll(async () => (await savedProgress(page))[0]?.positionSeconds)
    .toBeGreaterThanOrEqual(550)
  await page.goto('/explore')
  const card = page
    .getByRole('list', { name: 'Videos' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'The shortest game' }) })
  await expect(card.getByText('Watched', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Continue watching' })).toHaveCount(0)
})

test('hiding the page mid-play stores the position', async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/singlevideo/6IegDENuxU4')
  await videoDetails(page).getByRole('button', { name: 'Play Chess Openings Study' }).click()
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0)
  await page.evaluate(`(${players})()[0].seekTo(200)`)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect
    .poll(
      async () =>
        (await savedProgress(page)).find((p) => p.videoId === '6IegDENuxU4')?.positionSeconds,
    )
    .toBeGreaterThanOrEqual(200)
})

test('a visitor is asked to log in where progress and notes would be', async ({ page }) => {
  await page.goto('/singlevideo/6IegDENuxU4')
  await videoDetails(page).getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

// chess.js names an en-passant square only when a capture there is possible.
const SICILIAN = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'

test('a note with a position at the current time: diagram, Jump to, export as PGN, delete', async ({
  page,
}) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/singlevideo/Eas20kFpAYw')
  await playThenStopAt(page, "Anand's Immortal", 95)
  const notes = page.getByRole('region', { name: 'Notes' })
  const board = page.getByRole('region', { name: 'Board' })
  await board.getByRole('textbox', { name: 'Load position' }).fill(SICILIAN)
  await board.getByRole('button', { name: 'Load' }).click()
  await notes.getByRole('textbox', { name: 'Note' }).fill('The Sicilian')
  await notes.getByRole('button', { name: 'Add note' }).click()
  const note = notes.getByRole('listitem').filter({ hasText: 'The Sicilian' })
  await expect(note.getByRole('img', { name: /^Position at 1:35/ })).toBeVisible()

  await page.evaluate(`(${players})()[0].seekTo(400)`)
  await note.getByRole('link', { name: 'Jump to 1:35' }).click()
  await expect.poll(() => currentTime(page)).toBeLessThan(120)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notes.getByRole('button', { name: 'Export notes' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Eas20kFpAYw-notes.pgn')
  const pgn = readFileSync((await download.path())!, 'utf8')
  expect(pgn).toContain(`[FEN "${SICILIAN}"]`)
  expect(pgn).toContain('{ 1:35 The Sicilian } *')

  await note.getByRole('button', { name: 'Delete note' }).click()
  await expect(notes.getByRole('listitem')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Notes' }).getByRole('listitem')).toHaveCount(0)
})

for (const theme of ['dark', 'light'] as const) {
  test(`axe on a video page with notes and progress (${theme} theme)`, async ({ page }) => {
    await page.evaluate(
      (dark) => localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: dark })),
      theme === 'dark',
    )
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
    await expectNoSeriousA11yViolations(page)
    await page.goto('/explore')
    await expect(page.getByRole('list', { name: 'Continue watching' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

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
