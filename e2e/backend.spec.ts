import { apiCall, controlBackend, expect, guestToken, test, waitForBackend } from './fixtures'

test('data survives a reload and a stopped worker', async ({ page, context }) => {
  const token = await guestToken(page)
  expect(
    (
      await apiCall(page, 'POST', '/api/user/likes', {
        token,
        body: { video: { _id: 'Eas20kFpAYw' } },
      })
    ).status,
  ).toBe(201)
  await page.reload()
  await waitForBackend(page)
  expect((await apiCall(page, 'GET', '/api/user/likes', { token })).body.likes).toHaveLength(1)

  const cdp = await context.newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  const likes = await apiCall(page, 'GET', '/api/user/likes', { token })
  expect(likes.status).toBe(200)
  expect(likes.body.likes.map((v: { _id: string }) => v._id)).toEqual(['Eas20kFpAYw'])
})

test('two tabs writing at once lose nothing', async ({ page, context }) => {
  const token = await guestToken(page)
  const other = await context.newPage()
  await other.goto('/forgot')
  await waitForBackend(other)
  const createMany = (tab: typeof page, prefix: string) =>
    tab.evaluate(
      ({ token, prefix }) =>
        Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch('/api/user/playlists', {
              method: 'POST',
              headers: { authorization: token, 'content-type': 'application/json' },
              body: JSON.stringify({ playlist: { title: `${prefix} ${i}`, description: '' } }),
            }).then((r) => r.status),
          ),
        ),
      { token, prefix },
    )
  const [fromFirst, fromSecond] = await Promise.all([createMany(page, 'A'), createMany(other, 'B')])
  expect([...fromFirst, ...fromSecond].every((status) => status === 201)).toBe(true)
  const { body } = await apiCall(other, 'GET', '/api/user/playlists', { token })
  expect(body.playlists).toHaveLength(60)
})

// Ten concurrent adds of one video: src/api/lists/lists.contract.test.ts, on every store.

test('a hard reload leaves the page uncontrolled, and the API still answers', async ({
  page,
  context,
}) => {
  await page.goto('/explore')
  await expect(page.getByRole('article')).toHaveCount(9)
  await page.addInitScript(() => {
    ;(window as unknown as { controlledAtStart: boolean }).controlledAtStart = Boolean(
      navigator.serviceWorker.controller,
    )
  })
  const cdp = await context.newCDPSession(page)
  const loaded = page.waitForEvent('load')
  await cdp.send('Page.reload', { ignoreCache: true })
  await loaded
  expect(
    await page.evaluate(
      () => (window as unknown as { controlledAtStart: boolean }).controlledAtStart,
    ),
  ).toBe(false)
  await expect(page.getByRole('article')).toHaveCount(9)
  // The cards are in the prerendered HTML; the worker takes the page over once the app asks.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('/sw.js')
})

test('an unknown /api path answers JSON 404, not the SPA page', async ({ page }) => {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/nothing')
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    }
  })
  expect(answer.status).toBe(404)
  expect(answer.type).toContain('application/json')
  expect(JSON.parse(answer.body)).toEqual({ errors: ['No route for GET /api/nothing'] })
})

// Reset: src/worker/back-end-controls.test.ts, and through the page in e2e/request-tester.spec.ts.

test('the delay set by a message is kept by a restarted worker', async ({ page, context }) => {
  expect(await controlBackend(page, { type: 'set-delay', ms: 123 })).toEqual({
    ok: true,
    delayMs: 123,
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  expect(await controlBackend(page, { type: 'get-delay' })).toEqual({ ok: true, delayMs: 123 })
})
