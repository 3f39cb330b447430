import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  expect,
  loginAsGuest,
  serveCopyOfBuild,
  test,
  waitForBackend,
  waitForPrecache,
} from './fixtures'

// docs/product.md, "Offline": the worker keeps the build (e2e/fixtures.ts turns that off elsewhere).
test.use({ precache: true })

test('after one visit, the app works with the network off', async ({ page, context }) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/singlevideo/Eas20kFpAYw')
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  await waitForPrecache(page)
  await context.setOffline(true)
  for (const [route, heading] of [
    ['/', 'Learn chess with Gambit'],
    ['/explore', 'Explore'],
    ['/singlevideo/6IegDENuxU4', 'Chess Openings Study'],
    ['/liked', 'Liked Videos'],
  ] as const) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached()
  }
  // The liked list comes from the back end in the worker: it is all there.
  await expect(page.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
  // Thumbnails cannot load: their placeholders show instead.
  await page.goto('/explore')
  await expect(page.getByRole('link', { name: 'The shortest game' })).toBeVisible()
  // Hindi's letters (the Language select's "हिन्दी"), kept once fetched online (issue 59).
  await page.evaluate(() => document.fonts.ready)
  const devanagari = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.includes('Noto Sans Devanagari'))
        .map((face) => face.status),
    )
  await expect.poll(devanagari).toContain('loaded')
  expect(await devanagari()).not.toContain('error')
})

test('after one visit, a video’s lesson and its board work with the network off', async ({
  page,
  context,
}) => {
  await page.goto('/singlevideo/Eas20kFpAYw')
  const lesson = page.getByRole('region', { name: 'Lesson' })
  await expect(lesson.getByRole('list', { name: 'Lesson moves' })).toBeVisible()
  await waitForPrecache(page)
  await context.setOffline(true)
  await page.reload()
  await lesson.getByRole('button', { name: '14. f4' }).click()
  await expect(
    page.getByRole('region', { name: 'Board' }).getByRole('textbox', { name: 'FEN' }),
  ).toHaveValue('2rq1rk1/pb1n1ppN/3bp3/1pp5/3P1Pn1/P1NBP3/1PQ3PP/R1B2RK1 b - - 0 14')
  // The drawn board too: its code and pieces came from the worker's cache.
  await expect(page.locator('.chess-board [data-piece="wp"][data-square="f4"]')).toBeAttached()
})

test.describe('a new build', () => {
  let build: Awaited<ReturnType<typeof serveCopyOfBuild>>
  test.beforeAll(async () => (build = await serveCopyOfBuild(4179)))
  test.afterAll(() => build.close())

  test('shows "New version available" with "Reload"', async ({ page }) => {
    await page.goto(`${build.url}/explore`)
    await waitForBackend(page)
    const buildId = /v=([a-z0-9]+)/.exec(
      await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL),
    )![1]!
    // Deploy: the same worker URL now serves a build with another id.
    const worker = path.join(build.dir, 'sw.js')
    writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(buildId, 'nextbuild'))
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
    const notice = page.getByRole('status').filter({ hasText: 'New version available' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible()
  })
})

test('a web app manifest with icons makes the app installable', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Gambit'),
    start_url: '/',
    display: 'standalone',
  })
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src)
    expect(answer.headers()['content-type']).toBe('image/png')
  }
})
