import type { Page } from '@playwright/test'
import {
  apiCall,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  guestToken,
  loginAsGuest,
  test,
} from './fixtures'

// Every route in one walk (docs/product.md, "Phones and tabs"; docs/testing.md, "axe: each state
// of one journey"): each route is loaded once; axe runs in both themes at 1280 px, and the route
// fits a 320 and a 390 px screen, its header controls inside it; the phone's own states (the
// account menu, "More") get axe at 390 px. The walk is cut in three so that both workers share it.

const ROUTES = [
  '/',
  '/explore',
  '/explore?category=Analysis&q=chess',
  '/explore?level=beginner&tags=fun,stream',
  '/creator/chessbase-india',
  '/creator/nobody',
  '/singlevideo/wofz0k6FCMU',
  '/singlevideo/Eas20kFpAYw',
  '/singleplaylist/none',
  '/playlist',
  '/liked',
  '/watchlater',
  '/history',
  '/login',
  '/signup',
  '/forgot',
  '/profile',
  '/mockman',
  '/about',
  '/analysis',
  '/play',
  '/games',
  '/missing',
]

/** What some routes must also say: their document title, or what a visitor is told. */
const TITLES: Record<string, string> = {
  '/explore': 'Explore · Gambit',
  '/liked': 'Liked Videos · Gambit',
  '/missing': 'Page not found · Gambit',
  '/about': 'Credits and licences · Gambit',
  '/analysis': 'Analysis · Gambit',
  '/play': 'Play against the engine · Gambit',
  '/games': 'Your games · Gambit',
}

/** Nothing is wider than the screen, and every header control is inside it. */
async function expectFits(page: Page, route: string) {
  await expectNoSidewaysScroll(page, route)
  // Measured in one look at the page: a round trip per control and width took a minute a walk.
  const controls = await page.getByRole('banner').evaluate((banner) =>
    [...banner.querySelectorAll('a[href], [role="link"], button, [role="button"]')]
      .map((control) => {
        const { left, right, width, height } = control.getBoundingClientRect()
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim()
        // Visible as Playwright says it: a box, and not hidden.
        const shown =
          width > 0 && height > 0 && control.checkVisibility({ visibilityProperty: true })
        return { name, left, right, shown }
      })
      .filter(({ shown }) => shown),
  )
  const width = page.viewportSize()!.width
  for (const { name, left, right } of controls) {
    expect(left, `${route}: ${name}`).toBeGreaterThanOrEqual(0)
    expect(right, `${route}: ${name}`).toBeLessThanOrEqual(width)
  }
  // A header with no visible control would pass the loop above having checked nothing.
  expect(controls.length, `${route}: header controls measured`).toBeGreaterThan(0)
}

async function openRoute(page: Page, route: string) {
  await page.goto(route)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

const PHONES = [320, 390]

/** At each phone width the route fits; the page is left at `width`. */
async function fitsOnPhones(page: Page, route: string, width: number) {
  for (const phone of PHONES) {
    await page.setViewportSize({ width: phone, height: 800 })
    await expectFits(page, `${route} (${phone} px)`)
  }
  await page.setViewportSize({ width, height: 800 })
}

// Cut by time, not by count: the video pages and the boards' screens (/analysis, /play) take the
// longest.
const THIRDS = [ROUTES.slice(0, 8), ROUTES.slice(8, 17), ROUTES.slice(17)]

THIRDS.forEach((routes, part) =>
  test(`logged out, routes ${part + 1} of 3: axe in both themes at 1280 px; each fits 320 and 390 px`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    for (const route of routes) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await openRoute(page, route)
      if (TITLES[route]) await expect(page).toHaveTitle(TITLES[route])
      if (route === '/profile') {
        // A visitor is asked to log in; nothing invented (no sample player, phone or address).
        await expect(page.getByText('Log in to see your profile.')).toBeVisible()
        for (const invented of ['player@example.com', '+1 555 0100', 'Sample Player'])
          await expect(page.getByText(invented)).toHaveCount(0)
      }
      await expectAxeClean(page)
      await fitsOnPhones(page, route, 1280)
    }
  }),
)

/**
 * What a login changes: the header's account controls (the same layout on every route), the
 * account's own screens and a video's actions. The walks above fit every route logged out; this
 * one fits these logged in, not all 23 again (65 s of the suite's 20 minutes; docs/testing.md).
 */
const LOGGED_IN_ROUTES = [
  '/',
  '/explore',
  '/singlevideo/Eas20kFpAYw',
  '/playlist',
  '/liked',
  '/watchlater',
  '/history',
  '/profile',
  '/mockman',
  '/games',
]

test('logged in, light theme: what a login changes fits 320 and 390 px; axe on the phone layout, its account menu and "More", in both themes', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 800 })
  await page.evaluate(() => localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: false })))
  await loginAsGuest(page, { remember: true })
  const token = await guestToken(page)
  await apiCall(page, 'POST', '/api/user/likes', { token, body: { video: { _id: 'uW1ZUk6nkDE' } } })
  const withAxe = ['/', '/explore', '/singlevideo/Eas20kFpAYw', '/liked']
  for (const route of LOGGED_IN_ROUTES) {
    await openRoute(page, route)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    if (withAxe.includes(route)) await expectAxeClean(page)
    await fitsOnPhones(page, route, 390)
  }
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expectAxeClean(page)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'More' }).click()
  await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible()
  await expectAxeClean(page)
})
