import { expect, GUEST, loginAsGuest, loginThroughForm, test, waitForApp } from './fixtures'

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

test('sign up, reload, log out, and log in again with the new account', async ({ page }) => {
  const email = `player-${Date.now()}@gambit.dev`
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Name' }).fill('Judit Polgar')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('queen-sac')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Judit Polgar' })).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('queen-sac')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
})

test('signing up with a registered email shows the right toast', async ({ page }) => {
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Name' }).fill('Guest Again')
  await page.getByRole('textbox', { name: 'Email' }).fill(GUEST.email)
  await page.getByLabel('Password').fill('whatever')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this email already exists!' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/signup$/)
})

test('the header changes with the session', async ({ page }) => {
  await page.goto('/explore')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await loginThroughForm(page)
  await expect(header.getByRole('link', { name: 'Playlists' })).toHaveAttribute('href', '/playlist')
  await expect(header.getByRole('link', { name: 'Liked videos' })).toHaveAttribute('href', '/liked')
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await header.getByRole('button', { name: 'Log out' }).click()
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
})

test("logout hides the previous user's liked state", async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  await page.goto('/singlevideo/wofz0k6FCMU')
  const like = page.getByRole('button', { name: 'Like' })
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto('/singlevideo/wofz0k6FCMU')
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false')
  // Another user logging in on the same tab sees none of the guest's data.
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('alex@gambit.dev')
  await page.getByLabel('Password').fill('alex-pass-123')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await page.getByRole('banner').getByRole('link', { name: 'Liked videos' }).click()
  await expect(page.getByText("Looks like you haven't liked anything yet.")).toBeVisible()
})
