import type { Page } from '@playwright/test'
import {
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  guestToken,
  loginAsGuest,
  test,
} from './fixtures'

// docs/product.md, "Phones and tabs": every route fits from 320 px up, touch targets are 44 × 44 px.

const ROUTES = [
  '/',
  '/explore',
  '/explore?category=Analysis&q=chess',
  '/explore?level=beginner&tags=fun,stream',
  '/creator/chessbase-india',
  '/singlevideo/Eas20kFpAYw',
  '/playlist',
  '/liked',
  '/watchlater',
  '/history',
  '/login',
  '/signup',
  '/forgot',
  '/profile',
  '/mockman',
  '/missing',
]

const setTheme = (page: Page, dark: boolean) =>
  page.evaluate(
    (dark) => localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: dark })),
    dark,
  )

/** Nothing is wider than the screen, and every header control is inside it. */
async function expectFits(page: Page, route: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
  expect(overflow, `${route} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0)
  const width = page.viewportSize()!.width
  let measured = 0
  for (const control of await page
    .getByRole('banner')
    .getByRole('link')
    .or(page.getByRole('banner').getByRole('button'))
    .all()) {
    if (!(await control.isVisible())) continue
    const box = (await control.boundingBox())!
    expect(box.x, `${route}: ${await control.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    measured++
  }
  // A header with no visible control would pass the loop above having checked nothing.
  expect(measured, `${route}: header controls measured`).toBeGreaterThan(0)
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('no route scrolls sideways, logged out, dark theme', async ({ page }) => {
      test.setTimeout(60_000)
      for (const route of ROUTES) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expectFits(page, route)
      }
    })

    test('no route scrolls sideways, logged in, light theme', async ({ page }) => {
      test.setTimeout(60_000)
      await setTheme(page, false)
      await loginAsGuest(page, { remember: true })
      const token = await guestToken(page)
      await apiCall(page, 'POST', '/api/user/likes', {
        token,
        body: { video: { _id: 'uW1ZUk6nkDE' } },
      })
      for (const route of ROUTES) {
        await page.goto(route)
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expectFits(page, route)
      }
    })
  })
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true })

  test('the account controls fold into "Account menu", which holds Log out', async ({ page }) => {
    await loginAsGuest(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Log out' })).toBeHidden()
    await header.getByRole('button', { name: 'Account menu' }).click()
    for (const name of ['Profile', 'Playlists', 'Liked videos'])
      await expect(header.getByRole('link', { name })).toBeInViewport()
    await header.getByRole('button', { name: 'Log out' }).click()
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
  })

  test('Search opens a full-width search field', async ({ page }) => {
    await page.goto('/')
    const field = page.getByRole('searchbox', { name: 'Search videos' })
    await expect(field).toBeHidden()
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(field).toBeFocused()
    expect((await field.boundingBox())!.width).toBeGreaterThan(250)
    await field.fill('openings')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/explore\?q=openings$/)
    await expect(page.getByRole('heading', { name: 'Chess Openings Study' })).toBeVisible()
  })

  test('the library is a tab bar at the bottom of the screen', async ({ page }) => {
    await page.goto('/explore')
    const tabs = page.getByRole('navigation', { name: 'Library' })
    const box = (await tabs.boundingBox())!
    expect(box.y + box.height).toBeCloseTo(800, 0)
    for (const name of ['Explore', 'Playlists', 'Liked', 'Watch later', 'History'])
      await expect(tabs.getByRole('link', { name })).toBeInViewport()
  })

  test('every control is at least 44 × 44 px', async ({ page }) => {
    test.setTimeout(60_000)
    await loginAsGuest(page, { remember: true })
    const token = await guestToken(page)
    await apiCall(page, 'POST', '/api/user/likes', {
      token,
      body: { video: { _id: 'uW1ZUk6nkDE' } },
    })
    const small: string[] = []
    const measure = async (route: string) => {
      const controls = page
        .getByRole('button')
        .or(page.getByRole('link'))
        .or(page.getByRole('checkbox'))
        .or(page.getByRole('textbox'))
        .or(page.getByRole('combobox'))
      let measured = 0
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue
        measured++
        // Links inside a sentence are exempt, as in WCAG's target size rule.
        if (await control.evaluate((el) => el.closest('p') !== null && el.tagName === 'A')) continue
        // A checkbox's target is its label.
        const target = (await control.evaluate((el) => el.closest('label') !== null))
          ? control.locator('xpath=ancestor::label[1]')
          : control
        const box = (await target.boundingBox())!
        if (box.width < 43.5 || box.height < 43.5)
          small.push(
            `${route} ${await control.evaluate((el) => el.outerHTML.slice(0, 80))} ${Math.round(box.width)}×${Math.round(box.height)}`,
          )
      }
      // Never a pass for a screen whose controls were all hidden or missing.
      expect(measured, `${route}: controls measured`).toBeGreaterThan(0)
    }
    for (const route of [
      '/',
      '/explore',
      '/singlevideo/Eas20kFpAYw',
      '/liked',
      '/login',
      '/signup',
      '/profile',
    ]) {
      await page.goto(route)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await measure(route)
    }
    await page.goto('/explore')
    await page.getByRole('article').first().getByRole('button', { name: 'Add to playlist' }).click()
    await expect(page.getByRole('dialog', { name: 'Save to...' })).toBeVisible()
    await measure('Save to...')
    expect(small).toEqual([])
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds nothing serious on the phone layout (${theme})`, async ({ page }) => {
      test.setTimeout(60_000)
      await setTheme(page, theme === 'dark')
      await loginAsGuest(page, { remember: true })
      for (const route of ['/', '/explore', '/singlevideo/Eas20kFpAYw', '/liked']) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      }
      await page.getByRole('button', { name: 'Account menu' }).click()
      await expectNoSeriousA11yViolations(page)
    })
  }
})
