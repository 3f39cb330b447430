import { readFileSync } from 'node:fs'
import {
  apiCall,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  GUEST,
  loginAsGuest,
  sessionToken,
  tabTo,
  test,
} from './fixtures'

// Your profile and account, for real (docs/product.md): sessions that end on the server, a new
// password, your data exported, and the account deleted.

const NEW_PASSWORD = 'a-new-pass-456'

// A new password ending the other sessions, and "Delete account", are screen tests
// (src/app/screens/profile.test.tsx; the refused session's toast: session.test.tsx).
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

test('the profile by keyboard alone on a phone; axe clean at 320 and 1280 px in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 844 })
  await loginAsGuest(page, { remember: true })
  await page.goto('/profile')
  await expect(page.getByRole('img', { name: /^Activity: / })).toBeVisible()
  await expectAxeClean(page, {
    widths: [320, 1280],
    atEachWidth: () => expectNoSidewaysScroll(page),
  })
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
  const password = page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Password')
  await expect(password).toBeFocused()
  await expectAxeClean(page, { widths: [320, 1280] })
  await expect(password).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(remove).toBeFocused()
})
