import type { Page } from '@playwright/test'
import { apiCall, expect, expectAxeClean, guestToken, loginAsGuest, test } from './fixtures'

// docs/product.md, "Phones and tabs": touch targets are 44 × 44 px, the library is a tab bar with
// "More", the account controls fold into a menu. Every route fitting 320 and 390 px, and axe on
// the phone layout: e2e/routes.spec.ts.

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
  await expect(tabs.getByRole('link', { name: 'Play', exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(tabs.getByRole('link', { name: 'Classes' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/classes$/)
}

test('on a 320 px phone: "More" holds the other library links by pointer and keyboard; the tab bar sits at the bottom; axe on "More" in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await moreTabJourney(page)
  const tabs = page.getByRole('navigation', { name: 'Library' })
  const box = (await tabs.boundingBox())!
  expect(box.y + box.height).toBeCloseTo(800, 0)
  for (const name of ['Explore', 'Playlists', 'History', 'Review'])
    await expect(tabs.getByRole('link', { name })).toBeInViewport()
  await tabs.getByRole('button', { name: 'More' }).click()
  await expectAxeClean(page)
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
})
