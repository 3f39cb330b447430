import { control, launchBench, median } from './browser.mjs'

// The writes a learner waits on (issue 64, docs/performance.md, "Waits on writes"): from the
// click to what answers it on screen, in the page's own clock, at delay 0 (the mock's network
// delay is not the back end's time). As Alex (a curator and a learner too) in a fresh profile.

const ALEX = { email: 'alex@gambit.dev', password: 'alex-pass-123' }
const VIDEO = '/singlevideo/Eas20kFpAYw'
/** The demo lesson with one more line: the learner's drills no longer follow it. */
const CHANGED_LESSON = '1. d4 d5 2. c4 (2. Nf3 Nf6) c6 *'

const api = (page, method, path, body) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const auth = JSON.parse(sessionStorage.getItem('AUTH') ?? 'null')
      const answer = await fetch(path, {
        method,
        headers: auth ? { authorization: auth.token } : {},
        body: body && JSON.stringify(body),
      })
      return { status: answer.status, body: await answer.json() }
    },
    { method, path, body },
  )

/** Milliseconds from clicking `control` until the page shows `text`, in the page's clock. */
const clickUntil = (control, text) =>
  control.evaluate(
    (element, text) =>
      new Promise((resolve, reject) => {
        const clicked = performance.now()
        const shown = () => document.body.textContent?.includes(text)
        const observer = new MutationObserver(() => {
          if (!shown()) return
          observer.disconnect()
          resolve(performance.now() - clicked)
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        element.click()
        // A bench that waits for ever says nothing (as scale.mjs's waits).
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`"${text}" not shown 30 s after the click`))
        }, 30_000)
      }),
    text,
  )

/** One learner's first pass: each wait once, in the order a learner meets them. */
async function onePass(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    await page.goto(`${origin}/explore`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    })
    await control(page, { type: 'set-delay', ms: 0 })
    const login = await api(page, 'POST', '/api/auth/login', ALEX)
    // Kept as the login form keeps a session (e2e/fixtures.ts, loginAs): the user without lists.
    const userDetails = Object.fromEntries(
      Object.entries(login.body.foundUser).filter(
        ([key]) => !['likes', 'watchlater', 'history', 'playlists'].includes(key),
      ),
    )
    await page.evaluate((session) => sessionStorage.setItem('AUTH', JSON.stringify(session)), {
      userDetails,
      token: login.body.encodedToken,
    })

    // The first /puzzles, before the shipped puzzles are in the store: its themes' request.
    await page.goto(`${origin}/puzzles`)
    await page.getByRole('button', { name: 'Start' }).waitFor({ timeout: 30_000 })
    const puzzles = await page.evaluate(() => {
      const themes = performance
        .getEntriesByType('resource')
        .find(({ name }) => name.includes('/api/puzzles/themes'))
      return themes.responseEnd - themes.startTime
    })

    await page.goto(`${origin}${VIDEO}`)
    const lesson = page.getByRole('region', { name: 'Lesson' })
    const train = lesson.getByRole('button', { name: 'Train this lesson' })
    await train.waitFor()
    const training = await clickUntil(train, 'drills saved!')

    const changed = await api(page, 'PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
      pgn: CHANGED_LESSON,
    })
    if (changed.status !== 200) throw new Error(`the lesson was not changed: ${changed.status}`)
    await page.reload()
    const update = lesson.getByRole('button', { name: 'Update my drills' })
    await update.waitFor()
    const updating = await clickUntil(update, 'Your drills follow the lesson again.')

    // A drill whose line is 2. Nf3 after 1. e4 e5; 2. Nc3 is as good by the engine.
    const { body } = await api(page, 'POST', `/api/user/notes/wofz0k6FCMU`, {
      note: { timeSeconds: 1, text: 'Accept', moves: ['e4', 'e5'] },
    })
    const note = body.notes.find(({ text }) => text === 'Accept')
    await api(page, 'POST', '/api/user/drills', { drill: { noteId: note._id, solution: ['Nf3'] } })
    await page.goto(`${origin}/review`)
    const due = page.getByRole('textbox', { name: 'Move' })
    // The lesson's drills come first or after: each is answered until the note's is shown.
    for (let drills = 0; drills < 12; drills++) {
      await due.waitFor()
      await due.fill('Nc3')
      await due.press('Enter')
      const accept = page.getByRole('button', { name: 'Accept Nc3 too' })
      const again = page.getByRole('button', { name: /^Again · / })
      // One wait for either outcome: a race of two waits left the loser running past the page.
      await accept.or(again).first().waitFor({ timeout: 60_000 })
      if (await accept.isVisible())
        return {
          puzzles,
          training,
          updating,
          accepting: await clickUntil(accept, 'is accepted from now on.'),
        }
      await again.click()
    }
    throw new Error('no drill offered "Accept Nc3 too"')
  } finally {
    await page.close()
  }
}

/** Each wait's median over `runs` fresh profiles. */
export async function measureWaits(executablePath, origin, runs) {
  const passes = []
  for (let run = 0; run < runs; run++) {
    const browser = await launchBench(executablePath)
    try {
      passes.push(await onePass(browser, origin))
    } finally {
      await browser.close()
    }
  }
  const of = (key) => ({
    median: median(passes.map((pass) => pass[key])),
    each: passes.map((pass) => Math.round(pass[key])),
  })
  return {
    puzzles: of('puzzles'),
    training: of('training'),
    updating: of('updating'),
    accepting: of('accepting'),
  }
}
