import type { Page } from '@playwright/test'
import {
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
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
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.beforeEach(async ({ page }) => {
  await loginAsGuest(page, { remember: true })
})

test('watch later from a card and from the video page, then remove on /watchlater', async ({
  page,
}) => {
  await card(page, 'The shortest game').getByRole('button', { name: 'Watch later' }).click()
  await expect(toast(page, 'Added to watchlater!')).toBeVisible()
  await page.goto('/singlevideo/6IegDENuxU4')
  const toggle = videoDetails(page).getByRole('button', { name: 'Watch later' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/watchlater')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
  await card(page, 'The shortest game')
    .getByRole('button', { name: 'Remove from watch later' })
    .click()
  await expect(toast(page, 'Removed from watchlater!')).toBeVisible()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
  await page.reload()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
})

test('like, then remove on /liked', async ({ page }) => {
  await page.goto('/singlevideo/uW1ZUk6nkDE')
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/liked')
  await expect(card(page, 'Most Brilliant Chess Moves')).toBeVisible()
  await card(page, 'Most Brilliant Chess Moves')
    .getByRole('button', { name: 'Remove from liked videos' })
    .click()
  await expect(page.getByText("Looks like you haven't liked anything yet.")).toBeVisible()
})

test('a video opened by its address, or reloaded, is in History once', async ({ page }) => {
  await page.goto('/singlevideo/Eas20kFpAYw')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Anand's Immortal")
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Anand's Immortal")
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'History' })
    .click()
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText([
    "Anand's Immortal",
  ])
})

test('history is newest first and can be cleared', async ({ page }) => {
  for (const title of ['The shortest game', 'Chess Openings Study']) {
    await page
      .getByRole('navigation', { name: 'Library' })
      .getByRole('link', { name: 'Explore' })
      .click()
    await page.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
  await page.goto('/history')
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText([
    'Chess Openings Study',
    'The shortest game',
  ])
  await page.getByRole('button', { name: 'Clear History' }).click()
  await page
    .getByRole('dialog', { name: 'Clear your watch history?' })
    .getByRole('button', { name: 'Clear' })
    .click()
  await expect(page.getByText("Looks like you haven't watched anything yet.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0)
})

test('playlists: create two in the modal, add, uncheck, view, remove and delete', async ({
  page,
}) => {
  const opener = card(page, "Anand's Immortal").getByRole('button', { name: 'Add to playlist' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Save to...' })
  const name = dialog.getByRole('textbox', { name: 'Playlist name' })
  await expect(name).toBeVisible()
  await dialog.getByRole('button', { name: 'Create New' }).click() // empty: ignored
  for (const title of ['Classics', 'Attack']) {
    await name.fill(title)
    await dialog.getByRole('button', { name: 'Create New' }).click()
    // Created with the video in it, as YouTube does.
    await expect(dialog.getByRole('checkbox', { name: title })).toBeChecked()
    await expect(toast(page, 'Added to playlist!').first()).toBeVisible()
  }
  await name.fill('Classics')
  await dialog.getByRole('button', { name: 'Create New' }).click() // duplicate: ignored
  await expect(dialog.getByRole('checkbox')).toHaveCount(2)

  // The boxes change on the click (optimistic); the toasts follow the server's answers.
  await dialog.getByRole('checkbox', { name: 'Attack' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Attack' })).not.toBeChecked()
  await expect(toast(page, 'Removed from playlist!')).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Attack' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Attack' })).toBeChecked()
  await dialog.getByRole('checkbox', { name: 'Attack' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Attack' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  await page.goto('/playlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Playlists')
  await page.getByRole('link', { name: 'Classics' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classics')
  await page.getByRole('button', { name: 'Remove from playlist' }).click()
  await expect(
    page.getByText("Looks like you haven't added anything in this playlist yet."),
  ).toBeVisible()
  await page.goto('/playlist')
  await page.getByRole('button', { name: 'Delete playlist Attack' }).click()
  await expect(toast(page, 'Playlist deleted!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Playlist')
  await page.reload()
  await expect(page.getByRole('link', { name: 'Classics' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Attack' })).toHaveCount(0)
})

test('the dialog keeps focus inside and closes on a click outside', async ({ page }) => {
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
})

// One test a page and theme, set up through the API: one long test took over 30 s on a slow
// machine (issue 35).
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

for (const theme of ['dark', 'light'] as const) {
  const useTheme = (page: Page) =>
    page.evaluate(
      (dark) => localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: dark })),
      theme === 'dark',
    )
  test(`axe on the open "Save to..." dialog (${theme} theme)`, async ({ page }) => {
    await useTheme(page)
    await page.goto('/singlevideo/wofz0k6FCMU')
    await videoDetails(page).getByRole('button', { name: 'Add to playlist' }).click()
    await page.getByRole('textbox', { name: 'Playlist name' }).fill('Mine')
    await page.getByRole('button', { name: 'Create New' }).click()
    await expect(page.getByRole('checkbox', { name: 'Mine' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
  for (const route of LIST_PAGES)
    test(`axe on ${route} (${theme} theme)`, async ({ page }) => {
      await useTheme(page)
      await fillTheLists(page)
      await page.goto(route)
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
}
