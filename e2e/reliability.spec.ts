import { expect, loginAsGuest, test } from './fixtures'

// docs/product.md: "Never a blank page" and "No token at rest".

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
  expect(stored.join('\n')).toContain('<redacted>')
})

test.describe('after a deploy', () => {
  // The second failure is reported, as the boundary that shows it should.
  test.use({ expectedConsole: /Failed to fetch dynamically imported module|failed to render/ })
  test('a lazy chunk gone after a deploy reloads the page once, then shows the error', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn chess with')
    // The old build's Explore chunk no longer exists on the server.
    await page.route('**/assets/explore-*.js', (route) => route.fulfill({ status: 404 }))
    let loads = 0
    page.on('load', () => loads++)
    await page.getByRole('link', { name: 'Watch Now' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible()
    expect(loads).toBe(1) // one reload, no loop
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gambit' })).toBeVisible()
    // Once the chunk can be had, Reload recovers.
    await page.unroute('**/assets/explore-*.js')
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('button', { name: 'All' })).toBeVisible()
  })
})
