import { expect, keepParsedH1, loginAsGuest, parsedH1Shown, test } from './fixtures'

// docs/architecture.md, "Prerendered pages".

const PRERENDERED = [
  ['/', 'Learn chess with Gambit'],
  ['/explore', 'Explore'],
  ['/singlevideo/Eas20kFpAYw', "Anand's Immortal"],
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/forgot', 'Forgot your password?'],
  ['/profile', 'Profile'],
  ['/mockman', 'Request tester'],
  ['/no-such-page', 'Page not found'],
] as const

test('without JavaScript, every public screen arrives as HTML, the catalogue included', async ({
  browser,
}) => {
  {
    const page = await browser.newPage({ javaScriptEnabled: false })
    for (const [route, heading] of PRERENDERED) {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached()
    }
    await page.goto('/explore')
    await expect(page.getByRole('article')).toHaveCount(9)
    await expect(page.getByRole('link', { name: 'The shortest game' })).toBeVisible()
    await page.close()
  }
})

test('each prerendered page is hydrated, not rendered again', async ({ page }) => {
  // Keep the first h1 the browser parsed: hydration keeps that very node.
  await keepParsedH1(page)
  for (const [route, heading] of PRERENDERED) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await parsedH1Shown(page), route).toBe(true)
  }
})

test('a signed-in user appears after hydration without any layout shift', async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/explore')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
  expect(shift).toBe(0)
})

test('a filtered view is rendered for its filters, not hydrated from the bare page', async ({
  page,
}) => {
  await page.goto('/explore?category=Analysis&q=chess')
  await expect(
    page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article'),
  ).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Analysis', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('addresses answer as a static host would', async ({ request }) => {
  expect((await request.get('/explore')).status()).toBe(200)
  expect((await request.get('/liked')).status()).toBe(200) // the shell, rendered in the browser
  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page not found')
  expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404)
})
