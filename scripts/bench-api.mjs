// npm run bench:api — throughput and latency of the mock back end at delay 0, in Node over
// fake-indexeddb, then the time from first navigation to the first API answer in Chromium.
// A script, not a test: it prints figures and never fails on them.
import 'fake-indexeddb/auto'
import { spawn } from 'node:child_process'
import { createServer } from 'vite'
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function measure(label, iterations, once) {
  const times = []
  const started = performance.now()
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now()
    await once(i)
    times.push(performance.now() - t0)
  }
  const total = performance.now() - started
  times.sort((a, b) => a - b)
  const row = {
    label,
    'req/s': Math.round((iterations / total) * 1000),
    'p50 ms': +percentile(times, 50).toFixed(2),
    'p99 ms': +percentile(times, 99).toFixed(2),
  }
  console.log(
    `${label.padEnd(44)} ${String(row['req/s']).padStart(7)} req/s   p50 ${row['p50 ms'].toFixed(2)} ms   p99 ${row['p99 ms'].toFixed(2)} ms`,
  )
  return row
}

async function nodeBench() {
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'error',
  })
  const { createBrowserBackEnd } = await vite.ssrLoadModule('/src/worker/browser-back-end.ts')
  const { seedVideos } = await vite.ssrLoadModule('/src/api/seed/videos.ts')
  const { seedCategories } = await vite.ssrLoadModule('/src/api/seed/categories.ts')
  const extra = Array.from({ length: 1010 }, (_, i) => ({
    ...seedVideos[i % 9],
    _id: `bench-${i}`,
    title: `Bench video ${i}`,
  }))
  const { app, store } = createBrowserBackEnd({
    dbName: `bench-${Date.now()}`,
    defaultDelayMs: 0,
    seed: { videos: [...seedVideos, ...extra], categories: seedCategories },
  })
  const json = (method, path, body, token) =>
    app.request(path, {
      method,
      headers: token ? { authorization: token } : {},
      body: body && JSON.stringify(body),
    })
  const login = await json('POST', '/api/auth/login', {
    email: 'guest@gambit.dev',
    password: 'guest-pass-123',
  })
  const { encodedToken: token } = await login.json()

  console.log('\nMock back end in Node (fake-indexeddb), delay 0')
  await measure('GET /api/videos (9 videos + 1,010 bench)', 300, () =>
    json('GET', '/api/videos').then((r) => r.arrayBuffer()),
  )
  const userId = JSON.parse(atob(token.split('.')[1]))._id
  let filled = 0
  const fillTo = async (size) => {
    for (; filled < size; filled++)
      await json('POST', '/api/user/likes', { video: { _id: `bench-${filled}` } }, token)
  }
  for (const size of [10, 1000]) {
    await fillTo(size)
    await measure(`like add + remove, list of ${size}`, 200, async () => {
      await (
        await json('POST', '/api/user/likes', { video: { _id: 'bench-1005' } }, token)
      ).arrayBuffer()
      await (await json('DELETE', '/api/user/likes/bench-1005', undefined, token)).arrayBuffer()
    })
    // The write alone: one record added and one deleted, whatever the list's length. The API's
    // answer (the whole updated list, docs/api.md) is what grows with the list.
    await measure(`  store write only (add + remove), list of ${size}`, 200, async () => {
      await store.write((tx) => tx.addEntry(userId, 'likes', 'bench-1005'))
      await store.write((tx) => tx.removeEntry(userId, 'likes', 'bench-1005'))
    })
  }
  await drillsDue(store, (method, path) => json(method, path, undefined, token), userId)
  await vite.close()
}

/**
 * `GET /api/user/drills/due` for a user with 10,000 drills of the three sources, half of them due (docs/performance.md:
 * ≤ 30 ms in the worker). They are written straight into the store, 500 to a transaction.
 */
async function drillsDue(store, get, userId) {
  const now = Date.now()
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
  const card = {
    stability: 3,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: 3,
    learningSteps: 0,
    state: 2,
  }
  for (let batch = 0; batch < 20; batch++)
    await store.write(async (tx) => {
      for (let n = batch * 500; n < (batch + 1) * 500; n++) {
        const at = new Date(now - 1000).toISOString()
        const note = {
          _id: `bench-note-${n}`,
          userId,
          videoId: 'Eas20kFpAYw',
          timeSeconds: n,
          text: `Drill ${n}`,
          fen,
          createdAt: at,
          updatedAt: at,
        }
        await tx.addNote(note)
        // A third each from notes, lessons (with alternatives) and puzzles.
        const sources = [
          { noteId: note._id, source: { kind: 'note', noteId: note._id } },
          {
            source: { kind: 'lesson', videoId: 'Eas20kFpAYw', side: 'white', line: n },
            alternatives: [['Nc3', 'd4']],
          },
          { source: { kind: 'puzzle', puzzleId: `bench-puzzle-${n}` } },
        ]
        await tx.addDrill({
          ...note,
          ...sources[n % 3],
          _id: `bench-drill-${n}`,
          solution: ['Nf3'],
          due: new Date(now + (n - 5000) * 60_000).toISOString(),
          reps: 1,
          lapses: 0,
          card,
        })
      }
    })
  await measure('GET /api/user/drills/due (10,000 drills of three sources, 5,000 due)', 50, () =>
    get('GET', '/api/user/drills/due').then((r) => r.arrayBuffer()),
  )
}

async function browserBench() {
  const preview = spawn('node_modules/.bin/vite', ['preview', '--port', '4174', '--strictPort'], {
    stdio: 'ignore',
  })
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: ['--disable-background-networking', '--disable-component-update'],
    })
    const firstAnswer = (page) =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const find = () =>
              performance
                .getEntriesByType('resource')
                .find((e) => new URL(e.name).pathname.startsWith('/api/'))
            const poll = () => (find() ? resolve(find().responseEnd) : setTimeout(poll, 5))
            poll()
          }),
      )
    const cold = []
    const ready = []
    const warm = []
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto('http://localhost:4174/explore')
      cold.push(await firstAnswer(page))
      ready.push(
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => performance.now())),
      )
      // Warm runs at delay 0: the worker is installed and the delay message has been handled.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const c = new MessageChannel()
            c.port1.onmessage = resolve
            navigator.serviceWorker.controller.postMessage({ type: 'set-delay', ms: 0 }, [c.port2])
          }),
      )
      await page.reload()
      warm.push(await firstAnswer(page))
      await context.close()
    }
    await browser.close()
    const median = (values) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(0)
    console.log('\nChromium, production build, median of 5 (ms from navigation start)')
    console.log(
      `cold first visit: first API answer ${median(cold)} ms (includes the default 400 ms mock delay), worker ready by ${median(ready)} ms`,
    )
    console.log(`warm visit (worker installed, delay 0): first API answer ${median(warm)} ms`)
  } finally {
    preview.kill()
  }
}

await nodeBench()
await browserBench()
