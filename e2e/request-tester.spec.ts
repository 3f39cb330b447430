import type { Page } from '@playwright/test'
import { apiCall, expect, expectNoSeriousA11yViolations, GUEST, test, waitForApp } from './fixtures'

const endpoint = (page: Page) => page.getByRole('combobox', { name: 'Endpoint' })
const statusLine = (page: Page) => page.getByText(/^Status:/)

async function request(page: Page, method: string, url: string, body?: string) {
  await page.getByRole('combobox', { name: 'Method' }).selectOption(method)
  await endpoint(page).fill(url)
  if (body !== undefined) await page.getByRole('textbox', { name: 'Body' }).fill(body)
  await page.getByRole('button', { name: 'Submit' }).click()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/mockman')
  await expect(page.getByRole('heading', { level: 1, name: 'Request tester' })).toBeVisible()
  // The page is prerendered: a method chosen before it hydrates is reset to GET (seen in CI:
  // "No route for GET /api/auth/login").
  await waitForApp(page)
})

test('the default request answers 200 with the to-dos', async ({ page }) => {
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(statusLine(page)).toContainText('200 OK')
  await expect(page.getByLabel('Response data')).toContainText('Learn the Italian Game')
  await expect(page.getByText('content-type')).toBeVisible()
})

test('a POST login shows the token, and a wrong password shows 401 and its message', async ({
  page,
}) => {
  await request(page, 'POST', '/api/auth/login', JSON.stringify(GUEST))
  await expect(statusLine(page)).toContainText('200 OK')
  await expect(page.getByLabel('Response data')).toContainText('encodedToken')
  await request(page, 'POST', '/api/auth/login', JSON.stringify({ ...GUEST, password: 'wrong' }))
  await expect(statusLine(page)).toContainText('401 Unauthorized')
  await expect(page.getByLabel('Response data')).toContainText(
    'The credentials you entered are invalid. Unauthorized access error.',
  )
})

test('an invalid or cleared body shows "Error in JSON format" and blocks Submit, GET included', async ({
  page,
}) => {
  const body = page.getByRole('textbox', { name: 'Body' })
  const submit = page.getByRole('button', { name: 'Submit' })
  await body.fill('{"broken": ')
  await expect(page.getByText(/^Error in JSON format/)).toBeVisible()
  await expect(submit).toBeDisabled()
  await body.fill('')
  await expect(page.getByText(/^Error in JSON format/)).toBeVisible()
  await expect(submit).toBeDisabled()
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST')
  await body.fill('{"email": }')
  await expect(page.getByText(/Error in JSON format at line 1/)).toBeVisible()
  await expect(submit).toBeDisabled()
})

test('the Endpoint box shows a whole playlist path at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await endpoint(page).fill('/api/user/playlists/{{playlistId}}')
  expect(
    await endpoint(page).evaluate((input) => input.scrollWidth <= input.clientWidth),
    'the endpoint scrolls inside its box',
  ).toBe(true)
})

test('an unreachable URL shows "Response is undefined."', async ({ page }) => {
  await request(page, 'GET', 'http://localhost:9/nothing')
  await expect(page.getByText('Response is undefined.')).toBeVisible()
})

test('the history re-runs a request in one click', async ({ page }) => {
  await request(page, 'GET', '/api/categories')
  await expect(page.getByLabel('Response data')).toContainText('Tutorial')
  await request(page, 'GET', '/api/test-todos')
  await expect(page.getByLabel('Response data')).toContainText('Learn the Italian Game')
  await page.reload()
  await page.getByRole('button', { name: 'Re-run GET /api/categories' }).click()
  await expect(page.getByLabel('Response data')).toContainText('Tutorial')
  await expect(endpoint(page)).toHaveValue('/api/categories')
})

for (const width of [390, 1280])
  test(`the history's statuses stay on one line beside a long endpoint (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await request(page, 'GET', `/api/video/${'x'.repeat(120)}`)
    await expect(page.getByLabel('Response data')).toContainText('does not exist')
    const status = page.getByRole('region', { name: 'History' }).getByText(/^404/).first()
    await expect(status).toBeVisible()
    const lines = await status.evaluate(
      (element) =>
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    )
    expect(lines).toBeLessThan(1.5)
  })

test('Ctrl+Enter sends', async ({ page }) => {
  await endpoint(page).fill('/api/videos')
  await endpoint(page).press('Control+Enter')
  await expect(page.getByLabel('Response data')).toContainText('The shortest game')
})

test('reset restores the seed after a confirmation', async ({ page }) => {
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
})

test('the delay control changes the mock delay', async ({ page }) => {
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

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing serious on the tester with a response (${theme})`, async ({ page }) => {
    await page.evaluate(
      (dark) => localStorage.setItem('VIDTHEME', JSON.stringify({ darkTheme: dark })),
      theme === 'dark',
    )
    await page.reload()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(statusLine(page)).toContainText('200 OK')
    await expectNoSeriousA11yViolations(page)
  })
}
