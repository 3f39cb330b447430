import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, loginAsGuest, serveCopyOfBuild, test, waitForPrecache } from './fixtures'

// docs/product.md: "Never a blank page" and "No token at rest". A deploy's worker keeps its build.
test.use({ precache: true })

test('after logout no token is left in localStorage or sessionStorage', async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('AUTH')!).token)
  await page.goto('/mockman')
  const endpoint = page.getByRole('combobox', { name: 'Endpoint' })
  await endpoint.fill('/api/user/likes')
  await page.getByRole('button', { name: 'Use my session token' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/^Status:/)).toContainText('200')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  )
  expect(stored.join('\n')).not.toContain(token)
  // Nothing that looks like any JWT either.
  expect(stored.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/)
  // The history keeps the placeholder the session token was used through.
  expect(stored.join('\n')).toContain('{{token}}')
  // And the tester's memory lets go of it too (logging out left for Explore: back to it).
  await page.goBack()
  await expect(page.getByRole('textbox', { name: 'Value of token' })).toHaveValue('')
})

test.describe('after a deploy', () => {
  let build: Awaited<ReturnType<typeof serveCopyOfBuild>>
  test.beforeAll(async () => (build = await serveCopyOfBuild(4181)))
  test.afterAll(() => build.close())
  // The second failure is reported, as the boundary that shows it should.
  // (React's #422: the page could not hydrate without its chunk, and was rendered afresh.)
  test.use({
    expectedConsole:
      /Failed to fetch dynamically imported module|failed to render|React error #422/,
  })

  test('a lazy chunk gone after a deploy reloads the page once, then shows the error', async ({
    page,
  }) => {
    await page.goto(build.url)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn chess with')
    await waitForPrecache(page)
    // The old build's Explore chunk is gone, from the server and from the worker's cache.
    const chunk = readdirSync(path.join(build.dir, 'assets')).find((file) =>
      /^explore-.*\.js$/.test(file),
    )!
    // The chunk is in the worker's cache already: a copy still on its way there would be put
    // back after the deletion below (a race one CI run lost twice).
    await page.waitForFunction(async (chunk) => {
      for (const name of await caches.keys())
        if (await (await caches.open(name)).match(`/assets/${chunk}`)) return true
      return false
    }, chunk)
    const kept = readFileSync(path.join(build.dir, 'assets', chunk))
    rmSync(path.join(build.dir, 'assets', chunk))
    await page.evaluate(async (chunk) => {
      for (const name of await caches.keys())
        await (await caches.open(name)).delete(`/assets/${chunk}`)
    }, chunk)
    let loads = 0
    page.on('load', () => loads++)
    await page.getByRole('link', { name: 'Watch Now' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    expect(loads).toBe(1) // one reload, no loop
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gambit' })).toBeVisible()
    // Once the chunk can be had, Reload recovers.
    writeFileSync(path.join(build.dir, 'assets', chunk), kept)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('button', { name: 'All' })).toBeVisible()
  })
})
