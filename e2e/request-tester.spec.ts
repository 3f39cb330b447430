import type { Page } from '@playwright/test'
import { apiCall, expect, expectAxeClean, GUEST, test, waitForApp } from './fixtures'

// The tester's requests, answers, body errors, history and Ctrl+Enter are screen tests
// (src/features/request-tester/request-tester.test.tsx): here, its layout at the widths that
// differ, axe, and the controls that reach the real worker.

const endpoint = (page: Page) => page.getByRole('combobox', { name: 'Endpoint' })
const statusLine = (page: Page) => page.getByText(/^Status:/)

test.beforeEach(async ({ page }) => {
  await page.goto('/mockman')
  await expect(page.getByRole('heading', { level: 1, name: 'Request tester' })).toBeVisible()
  // The page is prerendered: a method chosen before it hydrates is reset to GET (seen in CI:
  // "No route for GET /api/auth/login").
  await waitForApp(page)
})

test('a long endpoint: the Endpoint box shows a whole playlist path, the history its statuses on one line (390 and 1280 px); axe in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await endpoint(page).fill('/api/user/playlists/{{playlistId}}')
  expect(
    await endpoint(page).evaluate((input) => input.scrollWidth <= input.clientWidth),
    'the endpoint scrolls inside its box',
  ).toBe(true)
  await endpoint(page).fill(`/api/video/${'x'.repeat(120)}`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByLabel('Response data')).toContainText('does not exist')
  await expect(statusLine(page)).toContainText('404')
  const status = page.getByRole('region', { name: 'History' }).getByText(/^404/).first()
  await expectAxeClean(page, {
    widths: [1280, 390],
    atEachWidth: async () => {
      await expect(status).toBeVisible()
      const lines = await status.evaluate(
        (element) =>
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      )
      expect(lines).toBeLessThan(1.5)
    },
  })
})

test('"Reset demo data" restores the seed after a confirmation; the delay control sets the worker’s delay', async ({
  page,
}) => {
  const { body } = await apiCall(page, 'POST', '/api/auth/signup', {
    body: { email: 'temp@gambit.dev', password: 'pw-123456' },
  })
  expect(body.encodedToken).toBeTruthy()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Demo data reset!' })).toBeVisible()
  expect(
    (
      await apiCall(page, 'POST', '/api/auth/login', {
        body: { email: 'temp@gambit.dev', password: 'pw-123456' },
      })
    ).status,
  ).toBe(404)
  expect((await apiCall(page, 'POST', '/api/auth/login', { body: GUEST })).status).toBe(200)

  const delay = page.getByRole('spinbutton', { name: 'Mock delay (ms)' })
  await expect(delay).toHaveValue('0')
  await delay.fill('300')
  await page.getByRole('button', { name: 'Apply delay' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Mock delay set to 300 ms' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/^Time: (\d+) ms$/)).toHaveText(/Time: ([3-9]\d\d|\d{4,}) ms/)
})
