import type { Page } from '@playwright/test'
import {
  ALEX,
  apiCall,
  expect,
  expectAxeClean,
  guestToken,
  loginAs,
  loginAsGuest,
  tabTo,
  test,
  videoDetails,
  waitForPrecache,
} from './fixtures'

// docs/product.md, "Curators grow the catalogue".

const ENDGAMES = 'Endgame Essentials'
const library = (page: Page) => page.getByRole('navigation', { name: 'Library' })
const card = (page: Page, title: string) =>
  page.getByRole('main').getByRole('link', { name: title, exact: true })

async function addEndgames(page: Page) {
  await page.goto('/studio')
  const form = page.getByRole('form', { name: 'Add a video' })
  await form.getByLabel('YouTube link or id').fill('https://youtu.be/dQw4w9WgXcQ')
  await form.getByLabel('Title').fill(ENDGAMES)
  await form.getByLabel('Creator').fill('Gambit Club')
  await form.getByLabel('Category').selectOption('Tutorial')
  await form.getByLabel('Topics').fill('Endgames, king activity')
  await expect(form.getByRole('region', { name: 'Preview' })).toContainText(ENDGAMES)
  await form.getByRole('button', { name: 'Add video' }).click()
  await expect(page.getByText('Video added!')).toBeVisible()
}

test('Alex adds a video: Explore, search, its creator, its own page and a second tab have it; removed, a learner’s Liked still shows it', async ({
  page,
  context,
}) => {
  // Ten pages in two tabs and two accounts: over a minute on a busy 2-core machine.
  test.setTimeout(120_000)
  await loginAs(page, ALEX, { remember: true })
  const other = await context.newPage()
  await other.goto('/explore')
  await expect(card(other, 'The shortest game')).toBeVisible()

  await library(page).getByRole('link', { name: 'Studio' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible()
  await addEndgames(page)
  // The other tab sees it without a reload.
  await expect(card(other, ENDGAMES)).toBeVisible()
  // The request tester suggests it for the endpoints about a video.
  await other.goto('/mockman')
  await expect(other.locator('datalist option[value="/api/video/dQw4w9WgXcQ"]')).toBeAttached()

  await page.goto('/explore')
  await expect(card(page, ENDGAMES)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('endgame')
  await page.keyboard.press('Enter')
  await expect(card(page, ENDGAMES)).toBeVisible()
  await page.goto('/explore?q=king%20activity')
  await expect(
    page
      .getByRole('region', { name: 'Also about king activity' })
      .getByRole('link', { name: ENDGAMES }),
  ).toBeVisible()
  await page.goto('/creator/gambit-club')
  await expect(page.getByRole('heading', { level: 1, name: 'Gambit Club' })).toBeVisible()
  await expect(card(page, ENDGAMES)).toBeVisible()
  await page.goto('/singlevideo/dQw4w9WgXcQ')
  await page.reload()
  await expect(videoDetails(page).getByRole('heading', { level: 1, name: ENDGAMES })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(ENDGAMES))

  // A learner likes it; then Alex removes it from the catalogue.
  const token = await guestToken(page)
  const liked = await apiCall(page, 'POST', '/api/user/likes', {
    token,
    body: { video: { _id: 'dQw4w9WgXcQ' } },
  })
  expect(liked.status).toBe(201)
  await page.goto('/studio')
  const row = page.getByRole('row').filter({ hasText: ENDGAMES })
  await row.getByRole('button', { name: 'Remove from catalogue' }).click()
  await page
    .getByRole('dialog', { name: 'Remove from catalogue?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(page.getByText(`Removed “${ENDGAMES}” from the catalogue`)).toBeVisible()
  await page.goto('/explore')
  await expect(card(page, 'The shortest game')).toBeVisible()
  await expect(card(page, ENDGAMES)).toHaveCount(0)

  await loginAsGuest(page, { remember: true })
  await page.goto('/liked')
  const removed = page.getByRole('main').getByRole('article').filter({ hasText: ENDGAMES })
  await expect(removed).toContainText('This video is no longer in the catalogue')
  await page.goto('/studio')
  await expect(page.getByText('Only curators can add videos.')).toBeVisible()
  await expect(library(page).getByRole('link', { name: 'Studio' })).toHaveCount(0)
})

test.describe('offline', () => {
  test.use({ precache: true })

  test('an import from a CSV file reports each skipped row; the new videos work offline', async ({
    page,
    context,
  }) => {
    await loginAs(page, ALEX, { remember: true })
    await page.goto('/studio')
    const csv = [
      'youtube,title,creator,category,level,topics,description',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ,"Endgames, Part 1","Club ""Gambit""",Tutorial,beginner,"endgames, kings",',
      'https://vimeo.com/1,Not YouTube,Club,Tutorial,beginner,,',
      'aaaaaaaaaaa,Rook endings,Club,Tutorial,intermediate,endgames,',
    ].join('\n')
    await page
      .getByLabel('Import videos')
      .setInputFiles({ name: 'videos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByText('2 added, 1 skipped')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Skipped rows' })).toHaveText(
      'Row 3: That is not a YouTube video link.',
    )
    await expect(page.getByRole('row').filter({ hasText: 'Endgames, Part 1' })).toContainText(
      'Club "Gambit"',
    )

    await waitForPrecache(page)
    await context.setOffline(true)
    await page.goto('/singlevideo/aaaaaaaaaaa')
    await expect(
      videoDetails(page).getByRole('heading', { level: 1, name: 'Rook endings' }),
    ).toBeVisible()
  })
})

test('the studio by keyboard alone on a 320 px phone, with axe in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await loginAs(page, ALEX, { remember: true })
  await page.goto('/studio')
  const form = page.getByRole('form', { name: 'Add a video' })
  await tabTo(page, form.getByLabel('YouTube link or id'))
  await page.keyboard.type('not a link')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('alert')).toHaveText('That is not a YouTube video link.')
  await expectAxeClean(page)
  await form.getByLabel('YouTube link or id').fill('dQw4w9WgXcQ')
  await page.keyboard.press('Tab')
  await page.keyboard.type(ENDGAMES)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Gambit Club')
  await tabTo(page, form.getByRole('button', { name: 'Add video' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Video added!')).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(320)
  // Edit from the table, by keyboard: the form takes focus at its title.
  const row = page.getByRole('row').filter({ hasText: ENDGAMES })
  await tabTo(page, row.getByRole('button', { name: 'Edit' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('form', { name: /^Edit/ }).getByLabel('Title')).toBeFocused()
  await expectAxeClean(page)
})
