import { apiCall, expect, loginAsGuest, sessionToken, test } from '../fixtures'

// SPEC.md: clicking a card adds it to History. On a slow phone the video page's code may come
// late; a learner who goes back at once must still find the video there (issue 35). The server
// project serves the build without a worker, so the page's chunk can be held back here.

test.use({ backend: 'server' })

test('a card opened and left before the video page has loaded is in History', async ({ page }) => {
  await loginAsGuest(page, { remember: true })
  const token = await sessionToken(page)
  await apiCall(page, 'DELETE', '/api/user/history/all', { token })
  // The video page's own code is held until the learner has gone back (released at the end).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/single-video-*.js', async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  await page.goto('/explore')
  const card = page.getByRole('article').filter({ hasText: "Anand's Immortal" })
  await card
    .getByRole('link', { name: /Anand's Immortal/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/singlevideo\/Eas20kFpAYw$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/explore$/)
  await expect
    .poll(async () => {
      const { body } = await apiCall(page, 'GET', '/api/user/history', { token })
      return body.history.map((video: { _id: string }) => video._id)
    })
    // Contains, not equals: the server's other tests share the guest, and one watches another
    // video meanwhile (e2e/server/classes.spec.ts; a CI run met it).
    .toContain('Eas20kFpAYw')
  release()
})
