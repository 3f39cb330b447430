import { expect, loginAsGuest, loginThroughForm, test, waitForApp } from './fixtures'

// docs/product.md, "Phones and tabs": a change in one tab shows in the others without a reload.

const saveButton = (page: import('@playwright/test').Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: 'Watch later' })

test('a save in one tab shows in the other, and a click there does the right thing', async ({
  page,
  context,
}) => {
  await loginAsGuest(page, { remember: true })
  const other = await context.newPage()
  await other.goto('/explore')
  await expect(saveButton(other, 'The shortest game')).toHaveAttribute('aria-pressed', 'false')

  await saveButton(page, 'The shortest game').click()
  await expect(saveButton(page, 'The shortest game')).toHaveAttribute('aria-pressed', 'true')
  await expect(saveButton(other, 'The shortest game')).toHaveAttribute('aria-pressed', 'true')

  // The other tab knows it is saved: its click removes it, and the first tab follows.
  await saveButton(other, 'The shortest game').click()
  await expect(other.getByText('Removed from watchlater!')).toBeVisible()
  await expect(saveButton(page, 'The shortest game')).toHaveAttribute('aria-pressed', 'false')
  await expect(other.getByRole('alert')).toHaveCount(0)
})

test('a like in one tab shows on the other tab’s Liked page', async ({ page, context }) => {
  await loginAsGuest(page, { remember: true })
  const other = await context.newPage()
  await other.goto('/liked')
  await expect(other.getByText("Looks like you haven't liked anything yet.")).toBeVisible()
  await page.goto('/singlevideo/Eas20kFpAYw')
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(other.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
})

test('logging out in one tab logs out the other; logging in logs it in', async ({
  page,
  context,
}) => {
  await loginAsGuest(page, { remember: true })
  const other = await context.newPage()
  await other.goto('/liked')
  await expect(other.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(other.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(other.getByText('Log in to see your liked videos.')).toBeVisible()
  // A login without "Remember me" reaches the other tab too, for that tab's session.
  await loginThroughForm(page)
  await expect(other.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(other.getByText("Looks like you haven't liked anything yet.")).toBeVisible()
  await other.reload()
  await waitForApp(other)
  await expect(other.getByRole('button', { name: 'Log out' })).toBeVisible()
  // And a logout reaches it for good: a reload there stays logged out.
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(other.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await other.reload()
  await waitForApp(other)
  await expect(other.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('a write made in the request tester reaches the app, in this tab and the others', async ({
  page,
  context,
}) => {
  await loginAsGuest(page, { remember: true })
  const other = await context.newPage()
  await other.goto('/liked')
  await expect(other.getByText("Looks like you haven't liked anything yet.")).toBeVisible()
  await page.goto('/mockman')
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST')
  await page.getByRole('combobox', { name: 'Endpoint' }).fill('/api/user/likes')
  await page.getByRole('button', { name: 'Use my session token' }).click()
  await page.getByRole('textbox', { name: 'Body' }).fill('{"video": {"_id": "Eas20kFpAYw"}}')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/^Status:/)).toContainText('201')
  await expect(other.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
  // This tab's own Liked page, opened without a reload, has it too.
  await page.getByRole('banner').getByRole('link', { name: 'Liked videos' }).click()
  await expect(page.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
})

test('the theme follows from one tab to the other', async ({ page, context }) => {
  await page.goto('/explore')
  const other = await context.newPage()
  await other.goto('/explore')
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(other.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
})
