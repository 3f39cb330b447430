import { expect, test, YOUTUBE_API_URL } from './fixtures'

/** Explore's cards of title matches (a search's "Also about" section is a list of its own). */
const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article')

// The landing cards, Watch Now, the chips' counts and searching are screen tests
// (src/app/screens/home.test.tsx, explore.test.tsx): here, what needs a browser.

test('"/" focuses the search box', async ({ page }) => {
  await page.goto('/explore')
  await page.getByRole('heading', { name: 'The shortest game' }).waitFor()
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search videos' })).toBeFocused()
})

test('logged-out actions lead to /login', async ({ page }) => {
  await page.goto('/explore')
  const first = cards(page).first()
  await first.getByRole('button', { name: 'Watch later' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/explore')
  await cards(page).first().getByRole('button', { name: 'Add to playlist' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/singlevideo/wofz0k6FCMU')
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('a card click opens its page scrolled to the top, with a poster that becomes the player', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 500 })
  await page.goto('/explore')
  const link = page.getByRole('link', { name: 'CAN YOU MAKE A CAREER IN CHESS?' })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(/\/singlevideo\/yTiMhFkfj3k$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'CAN YOU MAKE A CAREER IN CHESS?',
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByText('Vidit Gujrathi')).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  // YouTube's IFrame API is loaded on the first press of play, not before.
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (request.url() === YOUTUBE_API_URL) apiRequests.push(request.url())
  })
  await expect(page.locator(`script[src="${YOUTUBE_API_URL}"]`)).toHaveCount(0)
  await page.getByRole('button', { name: 'Play CAN YOU MAKE A CAREER IN CHESS?' }).click()
  await expect(page.locator('iframe[title="CAN YOU MAKE A CAREER IN CHESS?"]')).toBeAttached()
  expect(apiRequests).toEqual([YOUTUBE_API_URL])
  expect(
    await page.evaluate(() =>
      (
        window as unknown as { __fakeYouTube: { players: { host: string; videoId: string }[] } }
      ).__fakeYouTube.players.map(({ host, videoId }) => `${host} ${videoId}`),
    ),
  ).toEqual(['https://www.youtube-nocookie.com yTiMhFkfj3k'])
})

test('thumbnails that cannot load show a placeholder, never a broken image', async ({ page }) => {
  // This machine has no internet, so the YouTube thumbnails fail exactly as they would offline.
  for (const [route, title] of [
    ['/explore', 'Chess Respects No One'],
    ['/explore?q=chess', 'Chess Respects No One'],
    ['/singlevideo/Eas20kFpAYw', "Anand's Immortal"],
  ] as const) {
    await page.goto(route)
    // The placeholder beneath names the video: its title shows twice, heading and frame.
    await expect(page.getByRole('main').getByText(title, { exact: true })).toHaveCount(2)
    const broken = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main img')].filter(
            (img) =>
              (img as HTMLImageElement).complete &&
              (img as HTMLImageElement).naturalWidth === 0 &&
              getComputedStyle(img).visibility !== 'hidden',
          ).length,
      )
    await expect.poll(broken).toBe(0)
  }
})
