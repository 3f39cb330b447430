import type { Page } from '@playwright/test'
import {
  apiCall,
  expect,
  expectAxeClean,
  guestToken,
  loginAsGuest,
  test,
  videoDetails,
} from './fixtures'

const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page, { remember: true })
})

test('the dialog keeps focus inside and closes on a click outside, or on Escape', async ({
  page,
}) => {
  const opener = card(page, 'The shortest game').getByRole('button', { name: 'Add to playlist' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Save to...' })
  await expect(dialog.getByRole('textbox', { name: 'Playlist name' })).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.mouse.click(5, 5)
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

// The lists' screens, their moves and their toasts are the screen tests' (src/app/screens/
// liked-history, watch-later, playlists, playlist-editing): here, what only a browser shows.
const LIST_PAGES = ['/liked', '/watchlater', '/history', '/playlist']

async function fillTheLists(page: Page) {
  const token = await guestToken(page)
  const video = { video: { _id: 'wofz0k6FCMU' } }
  for (const list of ['likes', 'watchlater', 'history'])
    await apiCall(page, 'POST', `/api/user/${list}`, { token, body: video })
  await apiCall(page, 'POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Mine', videoIds: ['wofz0k6FCMU'] } },
  })
}

test('axe on the open "Save to..." dialog and on each list page, in both themes', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/singlevideo/wofz0k6FCMU')
  await videoDetails(page).getByRole('button', { name: 'Add to playlist' }).click()
  await page.getByRole('textbox', { name: 'Playlist name' }).fill('Saved')
  await page.getByRole('button', { name: 'Create New' }).click()
  await expect(page.getByRole('checkbox', { name: 'Saved' })).toBeVisible()
  await expectAxeClean(page)
  await page.keyboard.press('Escape')
  await fillTheLists(page)
  for (const route of LIST_PAGES) {
    await page.goto(route)
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await expectAxeClean(page)
  }
})
