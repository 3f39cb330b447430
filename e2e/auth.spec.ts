import { expect, loginThroughForm, test, waitForApp } from './fixtures'

test('a login without "Remember me" lasts for the tab: a reload and a typed address keep it, a new tab does not', async ({
  page,
  context,
}) => {
  await loginThroughForm(page)
  // Not remembered on this device (SPEC): nothing in localStorage.
  expect(await page.evaluate(() => localStorage.getItem('AUTH'))).toBeNull()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page.goto('/liked')
  await expect(page.getByRole('heading', { level: 1, name: 'Liked Videos' })).toBeVisible()
  await expect(page.getByText("Looks like you haven't liked anything yet.")).toBeVisible()
  // A tab opened afterwards is a session of its own, as when this one is closed.
  const other = await context.newPage()
  await other.goto('/explore')
  await waitForApp(other)
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible()
  // Logging out ends it here too, for good.
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.reload()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('AUTH'))).toBeNull()
})

test('login with "Remember me" survives a reload', async ({ page }) => {
  await loginThroughForm(page, { remember: true })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Library' })
    .getByRole('link', { name: 'History' })
    .click()
  await expect(page).toHaveURL(/\/history$/)
})

test('login success replaces the history entry', async ({ page }) => {
  await page.goto('/explore')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Guest Login' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/explore$/)
})

// Signing up, a registered email's toast, the header's change with the session, and a logout
// that leaves no user data are screen tests (src/app/screens/signup.test.tsx, login.test.tsx,
// src/features/auth/session.test.tsx, src/app/header.test.tsx); signing up through the form runs on the server too
// (e2e/server/journey.spec.ts).
