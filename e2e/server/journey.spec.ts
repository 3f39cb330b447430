import type { Page } from '@playwright/test'
import { expect, test, videoDetails } from '../fixtures'

// The same build served by `npm run serve` (playwright.config.ts, project "server"): accounts live
// on the server, so a second device sees what the first one saved (docs/architecture.md).

test.use({ backend: 'server' })

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('sign up, like, save to a playlist, reload; another device logs in and finds it all', async ({
  page,
  browser,
}) => {
  const email = `server-${Date.now()}@gambit.dev`
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera Menchik')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('castle-long')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/explore$/)

  await page.goto('/singlevideo/Eas20kFpAYw')
  // The server's Content-Security-Policy lets YouTube's IFrame API and player in (a violation
  // would be a console error, which fails the test).
  await videoDetails(page).getByRole('button', { name: "Play Anand's Immortal" }).click()
  await expect(page.locator('iframe[title="Anand\'s Immortal"]')).toBeAttached()
  const like = page.getByRole('button', { name: 'Like' })
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await videoDetails(page).getByRole('button', { name: 'Add to playlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save to...' })
  await dialog.getByRole('textbox', { name: 'Playlist name' }).fill('Classics')
  await dialog.getByRole('button', { name: 'Create New' }).click()
  // Created with the video in it.
  await expect(dialog.getByRole('checkbox', { name: 'Classics' })).toBeChecked()
  await expect(toast(page, 'Added to playlist!')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  // No in-browser back end on the server: the data came from Node.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0)

  const phone = await browser.newContext()
  try {
    const other = await phone.newPage()
    await other.goto('/login')
    await other.waitForFunction(() => 'ready' in document.documentElement.dataset)
    await other.getByRole('textbox', { name: 'Email' }).fill(email)
    await other.getByLabel('Password').fill('castle-long')
    await other.getByRole('checkbox', { name: 'Remember me' }).check()
    await other.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(other.getByRole('button', { name: 'Log out' })).toBeVisible()
    await other.goto('/liked')
    await expect(other.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
    await other.goto('/playlist')
    await other.getByRole('link', { name: /Classics/ }).click()
    await expect(other.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
  } finally {
    await phone.close()
  }
})

test('the request tester talks to the server and offers no mock controls', async ({ page }) => {
  await page.goto('/mockman')
  await expect(page.getByRole('heading', { name: 'Gambit server' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reset demo data' })).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Endpoint' }).fill('/api/categories')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/^Status: 200/)).toBeVisible()
  // The server describes itself too: its Endpoints list and suggestions come from it.
  const nav = page.getByRole('navigation', { name: 'Endpoints' })
  await nav.getByText('Playlists', { exact: true }).click()
  await expect(
    nav.getByRole('button', { name: 'PATCH /api/user/playlists/{playlistId}' }),
  ).toBeVisible()
  await expect(page.locator('datalist option[value="/api/user/history/all"]')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'App traffic' })).toContainText(
    'talks to the Gambit server',
  )
})

test('Alex adds a video on the server: another device finds it on Explore and at its address', async ({
  page,
  browser,
}) => {
  // An id of this run's own: the server's data outlives a local run.
  const videoId = `e2e${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11)
  const title = `Server Endgames ${videoId}`
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('alex@gambit.dev')
  await page.getByLabel('Password').fill('alex-pass-123')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'Studio' })
    .click()
  const form = page.getByRole('form', { name: 'Add a video' })
  await form.getByLabel('YouTube link or id').fill(`https://www.youtube.com/watch?v=${videoId}`)
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Creator').fill('Gambit Club')
  await form.getByRole('button', { name: 'Add video' }).click()
  await expect(toast(page, 'Video added!')).toBeVisible()

  const phone = await browser.newContext()
  try {
    const other = await phone.newPage()
    await other.goto('/explore')
    await expect(other.getByRole('link', { name: title, exact: true })).toBeVisible()
    await other.goto(`/singlevideo/${videoId}`)
    await expect(videoDetails(other).getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(other).toHaveTitle(new RegExp(title))
  } finally {
    await phone.close()
  }
  // Removed again: the server's catalogue is as the other tests expect it.
  const row = page.getByRole('row').filter({ hasText: title })
  await row.getByRole('button', { name: 'Remove from catalogue' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, `Removed “${title}” from the catalogue`)).toBeVisible()
})
