import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test, waitForApp } from './fixtures'

// Request tester 2.0 (docs/product.md): the app's own traffic, live from another tab, opened,
// changed, sent and checked; the API's description from the worker.

const traffic = (page: Page) => page.getByRole('region', { name: 'App traffic' })
const entry = (page: Page, text: string) =>
  traffic(page).getByRole('listitem').filter({ hasText: text }).first()

test('the app’s requests in another tab appear live; one is opened, changed, sent and checked', async ({
  page,
  context,
}) => {
  // Two tabs and a request sent and checked: 72 s of the default 90 in a CI run on this machine.
  test.setTimeout(150_000)
  await page.goto('/mockman')
  await expect(traffic(page)).toBeVisible()

  const app = await context.newPage()
  await app.goto('/login')
  await waitForApp(app)
  await app.getByRole('checkbox', { name: 'Remember me' }).check()
  await app.getByRole('button', { name: 'Guest Login' }).click()
  await expect(app).toHaveURL(/\/explore$/)
  await expect(entry(page, 'POST /api/auth/login 200')).toBeVisible()
  // The password never reaches the tester.
  await expect(traffic(page)).not.toContainText('guest-pass-123')

  await app.goto('/singlevideo/Eas20kFpAYw')
  await waitForApp(app)
  await app.getByRole('button', { name: 'Like' }).click()
  const like = entry(page, 'POST /api/user/likes 201')
  await expect(like).toBeVisible()

  await like.getByRole('button', { name: 'Open in tester' }).click()
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('POST')
  await expect(page.getByRole('combobox', { name: 'Endpoint' })).toHaveValue('/api/user/likes')
  const body = page.getByRole('textbox', { name: 'Body' })
  await expect(body).toHaveValue(/Eas20kFpAYw/)
  // The token was never shown: the session the tab shares fills {{token}}.
  await page.getByRole('button', { name: 'Use my session token' }).click()
  await body.fill('{"video":{"_id":"wofz0k6FCMU"}}')

  await page.getByRole('button', { name: 'Add check' }).click()
  await page.getByRole('combobox', { name: 'Check' }).nth(1).selectOption('json')
  await page.getByRole('textbox', { name: 'JSON path' }).fill('$.likes[1]._id')
  await page.getByRole('textbox', { name: 'Expected' }).nth(1).fill('wofz0k6FCMU')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/^Status:/)).toContainText('201 Created')
  // "status equals 200" fails on a 201; the JSON path passes.
  const checks = page.getByRole('region', { name: 'Checks' })
  await expect(checks.getByText('1 of 2 checks passed')).toBeVisible()
  await expect(checks.getByRole('listitem').first()).toContainText('Fail: status was 201')
  await expect(checks.getByRole('listitem').nth(1)).toContainText('Pass')
  await checks.getByRole('textbox', { name: 'Expected' }).first().fill('201')
  await expect(checks.getByText('2 of 2 checks passed')).toBeVisible()

  // The app's own tab sees the like the tester made.
  await app.goto('/liked')
  await waitForApp(app)
  await expect(app.getByRole('heading', { name: 'The shortest game' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

// "Endpoints" filling the form, and Import cURL, are screen tests
// (src/features/request-tester/tester-tools.test.tsx); the worker's API description is read on a
// first visit below.

test('a first visit straight to /mockman lists Endpoints and sends without a reload', async ({
  browser,
  baseURL,
}) => {
  // A fresh profile: no worker yet, so the page's requests must wait until one controls it.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/mockman')
  const nav = page.getByRole('navigation', { name: 'Endpoints' })
  await expect(nav.getByText('Catalogue', { exact: true })).toBeVisible()
  await expect(nav.getByText(/Couldn't read the API's description/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/^Status:/)).toContainText('200 OK')
  await context.close()
})
