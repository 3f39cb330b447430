import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  apiCall,
  chooseTheme,
  expect,
  expectNoSeriousA11yViolations,
  GUEST,
  loginAsGuest,
  sessionToken,
  tabTo,
  test,
} from './fixtures'

// Your profile and account, for real (docs/product.md): sessions that end on the server, a new
// password, your data exported, and the account deleted.

const NEW_PASSWORD = 'a-new-pass-456'

async function changePassword(page: Page, current: string, next: string) {
  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel('Current password').fill(current)
  await form.getByLabel('New password').fill(next)
  await form.getByRole('button', { name: 'Change password' }).click()
}

test('a new password in one tab ends another tab’s session: it logs out with the toast', async ({
  page,
}) => {
  await loginAsGuest(page)
  // A second tab that logged in by itself: a session of its own.
  const other = await page.context().newPage()
  await loginAsGuest(other)
  await page.goto('/profile')
  await changePassword(page, GUEST.password, NEW_PASSWORD)
  await expect(page.getByText('Password changed!')).toBeVisible()
  // The other tab's next request is refused (here: reading its likes on a reload).
  await other.goto('/liked')
  await expect(other.getByText('Your session has expired. Please log in again.')).toBeVisible()
  await expect(other.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  // This tab goes on; the new password is the one that logs in.
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'Liked' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Liked Videos' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  const login = (password: string) =>
    apiCall(page, 'POST', '/api/auth/login', { body: { ...GUEST, password } })
  expect((await login(GUEST.password)).status).toBe(401)
  expect((await login(NEW_PASSWORD)).status).toBe(200)
})

test('Export my data downloads gambit-data.json with the learner’s like and note', async ({
  page,
}) => {
  await loginAsGuest(page)
  const token = await sessionToken(page)
  await apiCall(page, 'POST', '/api/user/likes', { token, body: { video: { _id: 'Eas20kFpAYw' } } })
  await apiCall(page, 'POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 95, text: 'Castle before the storm' } },
  })
  await page.goto('/profile')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export my data' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('gambit-data.json')
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'))
  expect(data.account.email).toBe(GUEST.email)
  expect(data.likes).toEqual([{ videoId: 'Eas20kFpAYw', title: expect.any(String) }])
  expect(data.notes).toEqual([
    expect.objectContaining({ timeSeconds: 95, text: 'Castle before the storm' }),
  ])
  expect(JSON.stringify(data)).not.toMatch(/password|hash|salt/)
})

test('Delete account: logged out with "Your account has been deleted.", and the email is no longer registered', async ({
  page,
}) => {
  await loginAsGuest(page)
  const token = await sessionToken(page)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete account' })
  await dialog.getByLabel('Password').fill(GUEST.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  expect((await apiCall(page, 'GET', '/api/user/likes', { token })).status).toBe(401)
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(GUEST.email)
  await page.getByLabel('Password').fill(GUEST.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('The email you entered is not registered!')).toBeVisible()
})

for (const width of [320, 1280])
  for (const theme of ['dark', 'light'] as const)
    test(`the profile by keyboard alone, axe clean (${width} px, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await loginAsGuest(page, { remember: true })
      await chooseTheme(page, theme)
      await page.goto('/profile')
      await expect(page.getByRole('img', { name: /^Activity: / })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth).toBeLessThanOrEqual(width)
      const form = page.getByRole('form', { name: 'Change password' })
      await tabTo(page, form.getByLabel('Current password'))
      await page.keyboard.type(GUEST.password)
      await page.keyboard.press('Tab')
      await page.keyboard.type(NEW_PASSWORD)
      await page.keyboard.press('Enter')
      await expect(page.getByText('Password changed!')).toBeVisible()
      // The dialog: opened by keyboard, its box focused, Escape closes it back on its button.
      const remove = page.getByRole('button', { name: 'Delete account' })
      await tabTo(page, remove)
      await page.keyboard.press('Enter')
      await expect(
        page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Password'),
      ).toBeFocused()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await expect(remove).toBeFocused()
    })
