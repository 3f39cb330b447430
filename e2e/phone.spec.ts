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
      test.setTimeout(120_000)
      for (const route of ROUTES) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expectFits(page, route)
      }
    })

    test('no route scrolls sideways, logged in, light theme', async ({ page }) => {
      test.setTimeout(120_000)
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

/** "More" holds the other library links, by pointer and by keyboard; readable labels. */
async function moreTabJourney(page: Page) {
  await loginAsGuest(page, { remember: true })
  const tabs = page.getByRole('navigation', { name: 'Library' })
  // Five tabs, none of whose labels is cut or crammed.
  const labels = await tabs.evaluate((nav) =>
    [...nav.querySelectorAll<HTMLElement>(':scope > ul > li')]
      .filter((item) => item.checkVisibility())
      .map((item) => {
        const label = item.querySelector('span')!
        return { text: label.textContent, fits: label.scrollWidth <= item.clientWidth }
      }),
  )
  expect(labels.map((label) => label.text)).toEqual([
    'Explore',
    'Playlists',
    'History',
    'Review',
    'More',
  ])
  expect(labels.every((label) => label.fits)).toBe(true)
  const more = tabs.getByRole('button', { name: 'More' })
  await more.click()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await tabs.getByRole('link', { name: 'Watch later' }).click()
  await expect(page).toHaveURL(/\/watchlater$/)
  await expect(tabs.getByRole('link', { name: 'Watch later' })).toHaveCount(0)
  // By keyboard: Enter opens it, Tab reaches its links, Escape closes it back onto "More".
  await more.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(tabs.getByRole('link', { name: 'Liked' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(more).toBeFocused()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(tabs.getByRole('link', { name: 'Puzzles' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(tabs.getByRole('link', { name: 'Classes' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/classes$/)
}

for (const width of [320, 390])
  for (const theme of ['dark', 'light'] as const)
    test(`"More" holds the other library links, by pointer and keyboard, axe clean (${width} px, ${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await setTheme(page, theme === 'dark')
      await moreTabJourney(page)
      await page.getByRole('button', { name: 'More' }).click()
      await expectNoSeriousA11yViolations(page)
    })

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
    for (const name of ['Explore', 'Playlists', 'History', 'Review'])
      await expect(tabs.getByRole('link', { name })).toBeInViewport()
    await expect(tabs.getByRole('button', { name: 'More' })).toBeInViewport()
  })

  test('every control is at least 44 × 44 px', async ({ page }) => {
    test.setTimeout(120_000)
    await loginAsGuest(page, { remember: true })
    const token = await guestToken(page)
    await apiCall(page, 'POST', '/api/user/likes', {
      token,
      body: { video: { _id: 'uW1ZUk6nkDE' } },
    })
    const small: string[] = []
    // Every control of the screen measured in one round trip (one at a time took a minute on a
    // slow machine: issue 35).
    const measure = async (route: string) => {
      const { measured, tooSmall } = await page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>(
          'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"]',
        )
        const found = { measured: 0, tooSmall: [] as string[] }
        for (const control of controls) {
          if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            continue
          const box = control.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) continue
          found.measured++
          // Links inside a sentence are exempt, as in WCAG's target size rule.
          if (control.tagName === 'A' && control.closest('p')) continue
          // A checkbox's target is its label.
          const target = control.closest('label') ?? control
          const { width, height } = target.getBoundingClientRect()
          if (width < 43.5 || height < 43.5)
            found.tooSmall.push(
              `${control.outerHTML.slice(0, 80)} ${Math.round(width)}×${Math.round(height)}`,
            )
        }
        return found
      })
      small.push(...tooSmall.map((control) => `${route} ${control}`))
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
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'More' }).click()
    await measure('More')
    expect(small).toEqual([])
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds nothing serious on the phone layout (${theme})`, async ({ page }) => {
      test.setTimeout(120_000)
      await setTheme(page, theme === 'dark')
      await loginAsGuest(page, { remember: true })
      for (const route of ['/', '/explore', '/singlevideo/Eas20kFpAYw', '/liked']) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      }
      await page.getByRole('button', { name: 'Account menu' }).click()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'More' }).click()
      await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
})
