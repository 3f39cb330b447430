import { control, inBrowserFor, median, scriptTimer } from './browser.mjs'

/** Milliseconds from clicking a sidebar link to its page showing its first card. */
const openFromSidebar = (page, name, heading) =>
  page.evaluate(
    ({ name, heading }) =>
      new Promise((resolve, reject) => {
        const link = [...document.querySelectorAll('nav[aria-label="Library"] a')].find(
          (a) => a.textContent === name,
        )
        const started = performance.now()
        link.click()
        const poll = () => {
          const h1 = document.querySelector('main h1')
          if (h1?.textContent === heading && document.querySelector('main article'))
            resolve(performance.now() - started)
          // A bench that waits for ever says nothing: a run hung here once (issue 64's note).
          else if (performance.now() - started > 30_000)
            reject(new Error(`${name}: no "${heading}" with a card after 30 s`))
          else requestAnimationFrame(poll)
        }
        poll()
      }),
    { name, heading },
  )

/** Median time of `runs` like add and like remove requests for a token whose list has `size` entries. */
const listOps = (page, token, runs) =>
  page.evaluate(
    async ({ token, runs }) => {
      const call = async (method, path, body) => {
        const started = performance.now()
        const response = await fetch(path, {
          method,
          headers: { authorization: token, 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
        })
        await response.arrayBuffer()
        return performance.now() - started
      }
      const add = []
      const remove = []
      for (let i = 0; i < runs; i++) {
        add.push(await call('POST', '/api/user/likes', { video: { _id: 'bench-9999' } }))
        remove.push(await call('DELETE', '/api/user/likes/bench-9999'))
      }
      const mid = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
      return { add: mid(add), remove: mid(remove) }
    },
    { token, runs },
  )

/**
 * The bench build's worker with 10,000 videos and a guest's big lists: cards in the DOM, layout
 * shift while scrolling, a search keystroke and a filter click, /history and /liked, and the
 * worker's list writes. Within three minutes; a run takes 15 s here (./browser.mjs,
 * `inBrowserFor`).
 */
export async function measureScale(executablePath, origin) {
  return inBrowserFor(executablePath, 3 * 60_000, 'the scale stage', (browser) =>
    scaleIn(browser, origin),
  )
}

async function scaleIn(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${origin}/login`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  })
  await control(page, { type: 'set-delay', ms: 0 })
  await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Guest Login' }).click()
  await page.waitForURL('**/explore', { timeout: 60_000 })
  await page.locator('main article').first().waitFor({ timeout: 60_000 })
  const renderedCards = await page.locator('main article').count()

  const scrollShift = await page.evaluate(async () => {
    let shift = 0
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (shift += entry.hadRecentInput ? 0 : entry.value)),
    ).observe({ type: 'layout-shift' })
    for (let y = 0; y < 20_000; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return shift
  })

  // Keystrokes that fire a search: Enter, then Backspace after Backspace (docs/product.md, "Search").
  const timed = await scriptTimer(page)
  const search = page.getByRole('searchbox', { name: 'Search videos' })
  await search.fill('anand')
  const keystrokes = []
  for (const key of [
    'Enter',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Enter',
    'Backspace',
  ]) {
    if (key === 'Enter') await search.fill('immortal #12')
    keystrokes.push(await timed(() => search.press(key)))
  }

  // Filters (docs/product.md, "Catalogue"): each click filters 10,000 videos and counts 36 topics.
  await search.fill('')
  await search.press('Backspace')
  const filterClicks = []
  const level = page.getByRole('group', { name: 'Level' })
  const topics = page.getByRole('group', { name: 'Topics' })
  for (const control of [
    level.getByRole('button', { name: 'Beginner' }),
    topics.getByRole('button', { name: 'topic 3', exact: true }),
    level.getByRole('button', { name: 'Intermediate' }),
    topics.getByRole('button', { name: 'stream', exact: true }),
    topics.getByRole('button', { name: 'topic 3', exact: true }),
    page.getByRole('button', { name: 'Analysis', exact: true }),
    page.getByRole('button', { name: 'Clear filters' }),
  ]) {
    filterClicks.push(await timed(() => control.click()))
  }

  const historyMs = await openFromSidebar(page, 'History', 'Watch History')
  const likedMs = await openFromSidebar(page, 'Liked', 'Liked Videos')

  const login = (email, password) =>
    page.evaluate(
      async ({ email, password }) =>
        (
          await (
            await fetch('/api/auth/login', {
              method: 'POST',
              body: JSON.stringify({ email, password }),
            })
          ).json()
        ).encodedToken,
      { email, password },
    )
  const guest = await login('guest@gambit.dev', 'guest-pass-123')
  const alex = await login('alex@gambit.dev', 'alex-pass-123')
  await page.evaluate(async (token) => {
    for (let i = 0; i < 10; i++) {
      await fetch('/api/user/likes', {
        method: 'POST',
        headers: { authorization: token },
        body: JSON.stringify({ video: { _id: `bench-${5000 + i}` } }),
      })
    }
  }, alex)
  const small = await listOps(page, alex, 30)
  const large = await listOps(page, guest, 30)
  return {
    renderedCards,
    scrollShift,
    keystrokeMs: median(keystrokes),
    filterMs: median(filterClicks),
    historyMs,
    likedMs,
    listOps: [
      ['like add', small.add, large.add],
      ['like remove', small.remove, large.remove],
    ],
  }
}
