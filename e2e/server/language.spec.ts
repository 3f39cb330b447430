import { expect, test } from '../fixtures'

// The account keeps the learner's language (docs/product.md, "Gambit in your language"): chosen
// on one device, it is the page's language on the next one the learner logs in on.

test.use({ backend: 'server' })

test('a language chosen logged in follows the learner to a second browser', async ({
  page,
  browser,
}) => {
  const email = `language-${Date.now()}@gambit.dev`
  await page.goto('/signup')
  await page.getByRole('textbox', { name: 'Name' }).fill('Humpy Koneru')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('castle-long')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  const kept = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/user/language') && answer.status() === 200,
  )
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await kept
  await expect(page.getByRole('navigation', { name: 'लाइब्रेरी' })).toBeVisible()

  const other = await browser.newContext({ locale: 'en-US' })
  try {
    const second = await other.newPage()
    await second.goto('/login')
    await expect(second.locator('html')).toHaveAttribute('lang', 'en')
    await second.waitForFunction(() => 'ready' in document.documentElement.dataset)
    await second.getByRole('textbox', { name: 'Email' }).fill(email)
    await second.getByLabel('Password').fill('castle-long')
    await second.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(second.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(second.getByRole('navigation', { name: 'लाइब्रेरी' })).toBeVisible()
    // Remembered on that device too.
    await second.reload()
    await expect(second.locator('html')).toHaveAttribute('lang', 'hi')
  } finally {
    await other.close()
  }
})
