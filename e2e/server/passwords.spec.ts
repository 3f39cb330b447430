import { expect, test, type Page } from '@playwright/test'
import { GUEST } from '../fixtures'

// A password never goes in an address (docs/api.md, "Passwords"): a prerendered login form sent
// before its screen has hydrated once went as GET /login?email=…&password=…, into the address
// bar, the history and the server's log. On the Node server, whose pages are prerendered.

/** Every address the page asked for or went to. */
function addressesOf(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  page.on('framenavigated', (frame) => seen.push(frame.url()))
  return seen
}

test('a login sent before its screen hydrates goes nowhere; once ready, it logs in', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const seen = addressesOf(page)
  // The login screen's code is held back: its prerendered form is all there is meanwhile.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/login-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await page.getByRole('textbox', { name: 'Email' }).fill(GUEST.email)
  await page.getByLabel('Password').fill(GUEST.password)
  await page.getByLabel('Password').press('Enter')
  await page.waitForTimeout(500) // a native submission would have left by now
  expect(seen.filter((url) => url.includes('password'))).toEqual([])
  expect(page.url()).toMatch(/\/login$/)
  // The page is not ready, so its controls take no click, until the screen itself runs.
  expect(await page.evaluate(() => 'ready' in document.documentElement.dataset)).toBe(false)
  release()
  await page.waitForFunction(() => 'ready' in document.documentElement.dataset)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/explore$/)
  expect(seen.filter((url) => url.includes('password'))).toEqual([])
  await context.close()
})

test('with no script at all, a login is posted and comes back to its page without the password', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const seen = addressesOf(page)
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(GUEST.email)
  await page.getByLabel('Password').fill(GUEST.password)
  const back = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByLabel('Password').press('Enter')
  expect((await back).status()).toBe(303)
  await page.waitForURL(/\/login$/)
  expect(seen.filter((url) => url.includes('password'))).toEqual([])
  // An address that holds one (a bookmark of before) is answered by the page without it.
  await page.goto('/login?email=a%40b.c&password=pass-12345')
  expect(page.url()).toMatch(/\/login$/)
  await context.close()
})
