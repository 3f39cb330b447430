import type { Locator, Page } from '@playwright/test'
import { apiCall, expect, expectNoSidewaysScroll, guestToken, loginAsGuest, test } from './fixtures'

// Layout defects that were found at every width (docs/product.md, "Phones and tabs").

const within = (
  inner: { x: number; y: number; width: number; height: number },
  outer: typeof inner,
) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

test('the play button never covers the poster’s title (320, 390 and 1280 px)', async ({ page }) => {
  await page.goto('/singlevideo/Z2LHj-rgBbw')
  const title = 'Goodnight Chess ft. Sagar Shah, Anish Giri'
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // The poster's own title comes before the page's h1.
    const posterTitle = (await page
      .getByRole('main')
      .getByText(title, { exact: true })
      .first()
      .boundingBox())!
    const play = (await page.getByRole('button', { name: `Play ${title}` }).boundingBox())!
    const apart =
      posterTitle.y + posterTitle.height <= play.y ||
      play.y + play.height <= posterTitle.y ||
      posterTitle.x + posterTitle.width <= play.x ||
      play.x + play.width <= posterTitle.x
    expect(apart, `${width} px`).toBe(true)
  }
})

test('a focused card link and the search pill are not clipped by their containers', async ({
  page,
}) => {
  await page.goto('/explore')
  const link = page.getByRole('link', { name: 'The shortest game' })
  await link.focus()
  const clipped = async (selectorOwner: Locator) =>
    selectorOwner.evaluate((element) => {
      const clipping: string[] = []
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      )
        if (['hidden', 'clip'].includes(getComputedStyle(node).overflow))
          clipping.push(node.tagName)
      return clipping
    })
  expect(await clipped(link)).toEqual([])
  expect(
    await clipped(page.getByRole('searchbox', { name: 'Search videos' }).locator('xpath=..')),
  ).toEqual([])
})

async function seedPlaylists(page: Page, titles: string[]) {
  const token = await guestToken(page)
  for (const title of titles)
    await apiCall(page, 'POST', '/api/user/playlists', { token, body: { playlist: { title } } })
}

test('a long playlist title keeps its count and Delete inside the card (390 and 1280 px)', async ({
  page,
}) => {
  await loginAsGuest(page, { remember: true })
  const title = 'Every Sicilian Najdorf line I will never remember '.repeat(2).trim()
  await seedPlaylists(page, [title])
  await page.goto('/playlist')
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const box = (await card.boundingBox())!
    expect(within((await card.getByText('0 videos').boundingBox())!, box), `${width} px`).toBe(true)
    expect(
      within(
        (await card.getByRole('button', { name: `Delete playlist ${title}` }).boundingBox())!,
        box,
      ),
      `${width} px`,
    ).toBe(true)
  }
})

test('"Save to..." with 50 playlists scrolls its list and keeps the form in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await loginAsGuest(page, { remember: true })
  await seedPlaylists(
    page,
    Array.from({ length: 50 }, (_, i) => `Playlist ${i + 1}`),
  )
  await page.goto('/explore')
  await page.getByRole('article').first().getByRole('button', { name: 'Add to playlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save to...' })
  await expect(dialog.getByRole('checkbox')).toHaveCount(50)
  const box = (await dialog.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(800)
  await expect(dialog.getByRole('textbox', { name: 'Playlist name' })).toBeInViewport()
  await expect(dialog.getByRole('button', { name: 'Create New' })).toBeInViewport()
  await dialog.getByRole('checkbox', { name: 'Playlist 50' }).scrollIntoViewIfNeeded()
  await expect(dialog.getByRole('checkbox', { name: 'Playlist 50' })).toBeInViewport()
})

test('the header search box stays put between / and /explore', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Search videos' })
  const onHome = (await search.boundingBox())!
  await page.goto('/explore')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Explore' })).toHaveCount(0)
  const onExplore = (await search.boundingBox())!
  expect(onExplore.x).toBe(onHome.x)
  expect(onExplore.width).toBe(onHome.width)
})

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth)

const LONG_SEARCHES = {
  'a FEN': 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_-_0_1',
  'a Lichess URL': 'https://lichess.org/study/abcdEFGH/ijklMNOP#move-12-e4e5-nf3nc6',
  '500 characters': 'x'.repeat(500),
}
test('searching a FEN, a Lichess URL or 500 characters never widens Explore (320, 390 and 1280 px)', async ({
  page,
}) => {
  for (const [what, query] of Object.entries(LONG_SEARCHES)) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/explore?q=${encodeURIComponent(query)}`)
    await expect(page.getByText(/^0 videos matching/)).toBeVisible()
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      await expectNoSidewaysScroll(page, `${what} at ${width} px`)
    }
  }
})

test('list cards show a creator name in full when there is room (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsGuest(page, { remember: true })
  const token = await guestToken(page)
  for (const _id of ['6IegDENuxU4', 'wofz0k6FCMU'])
    await apiCall(page, 'POST', '/api/user/likes', { token, body: { video: { _id } } })
  await page.goto('/liked')
  for (const name of ['GothamChess', 'ChessBase India']) {
    const creator = page.getByRole('main').getByRole('link', { name, exact: true }).first()
    await expect(creator).toBeVisible()
    expect(
      await creator.evaluate((element) => element.scrollWidth <= element.clientWidth),
      `${name} is cut short`,
    ).toBe(true)
  }
})

/** The name an icon-only control shows beside it now (its ::after), or null when none shows. */
const shownName = (control: Locator) =>
  control.evaluate((element) => {
    const after = getComputedStyle(element, '::after')
    return after.display === 'none' ? null : after.content.replace(/^"|"$/g, '')
  })

test('icon-only controls show their name on hover and on keyboard focus (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsGuest(page, { remember: true })
  await page.goto('/explore')
  const header = page.getByRole('banner')
  const liked = header.getByRole('link', { name: 'Liked videos' })
  expect(await shownName(liked)).toBeNull()
  await liked.hover()
  expect(await shownName(liked)).toBe('Liked videos')
  await page.mouse.move(600, 700)
  expect(await shownName(liked)).toBeNull()

  // With the keyboard: every icon-only control of the header, one after the other.
  await header.getByRole('searchbox', { name: 'Search videos' }).focus()
  const named: string[] = []
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    if (!(await focused.evaluate((element) => element.closest('header') !== null))) break
    const label = await focused.getAttribute('aria-label')
    if (!(await focused.evaluate((element) => element.classList.contains('icon-button')))) continue
    expect(await shownName(focused)).toBe(label)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    named.push(label!)
  }
  expect(named).toEqual(expect.arrayContaining(['Playlists', 'Liked videos', 'Log out']))
  expect(named.some((name) => name.startsWith('Switch to'))).toBe(true)
})

test('"Also about" cards have the grid cards’ inner padding', async ({ page }) => {
  await page.goto('/explore?q=chess')
  const also = page.getByRole('region', { name: 'Also about chess' })
  await expect(also.getByRole('article').first()).toBeVisible()
  const inset = (card: Locator) =>
    card.getByRole('heading').evaluate((title) => {
      const titleBox = title.getBoundingClientRect()
      const cardBox = title.closest('article')!.getBoundingClientRect()
      return Math.round(titleBox.left - cardBox.left)
    })
  const gridInset = await inset(
    page.getByRole('list', { name: 'Videos' }).getByRole('article').first(),
  )
  expect(gridInset).toBeGreaterThan(0)
  expect(await inset(also.getByRole('article').first())).toBe(gridInset)
})
