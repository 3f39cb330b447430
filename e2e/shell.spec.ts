import { expect, test } from './fixtures'

test('header and sidebar for a visitor', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Gambit' })).toHaveAttribute('href', '/')
  await expect(header.getByRole('searchbox', { name: 'Search videos' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Search' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Explore' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('main')).toBeVisible()

  const library = page.getByRole('navigation', { name: 'Library' })
  await expect(library.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore')
  for (const name of ['Playlists', 'Liked', 'Watch later', 'History']) {
    await expect(library.getByRole('link', { name })).toHaveAttribute('href', '/login')
  }
})

test('the theme toggle switches themes and the choice survives a reload', async ({ page }) => {
  await page.goto('/explore')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => localStorage.getItem('VIDTHEME'))).toBe('{"darkTheme":false}')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
})

test('the saved theme is applied before any application script runs', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('VIDTHEME', '{"darkTheme":false}'))
  // With the app's script blocked, only index.html's inline script can have set the theme.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/explore')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  )
  expect(background).toBe('rgb(246, 247, 251)')
  await context.close()
})

test('a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 400 })
  await page.goto('/explore')
  const last = page.getByRole('link', { name: 'Chess Openings Study' })
  await last.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await last.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chess Openings Study' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('/forgot is a static form whose Reset Password link leads home', async ({ page }) => {
  await page.goto('/forgot')
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await page.getByRole('link', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Learn chess with Gambit' })).toBeVisible()
})

// The Explore link hidden on /explore: e2e/layout.spec.ts. The not-found page, the titles, a
// visitor's /profile and axe on every route: e2e/routes.spec.ts.
