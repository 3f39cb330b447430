// npm run bench — page weight, Lighthouse and scale, each figure beside its budget (docs/performance.md).
// A script, not a test: it exits 1 when a budget is missed. Options: --skip-lighthouse, --runs N.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { findChromium } from './find-chromium.mjs'
import { lighthouseScores } from './bench/lighthouse.mjs'
import { measureScale } from './bench/scale.mjs'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const rows = []
const check = (name, value, budget, ok, unit = '') =>
  rows.push({ name, value: `${value}${unit}`, budget, ok })

const build = (extra) => {
  const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn', ...extra], {
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const serve = async (dir, port) => {
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', dir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  )
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return server
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`vite preview on ${port} did not start`)
}
const kb = (bytes) => (bytes / 1024).toFixed(1)

// 1. Page weight of a first visit to / (the entry and its modulepreloads) and of the worker.
build([])
const html = readFileSync('dist/index.html', 'utf8')
const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])
const entryBytes = entry.reduce(
  (sum, file) => sum + gzipSync(readFileSync(`dist${file}`)).length,
  0,
)
check(
  `JS for a first visit to / (${entry.length} files, gzip)`,
  kb(entryBytes),
  '≤ 100 KB',
  entryBytes <= 100 * 1024,
  ' KB',
)
const workerBytes = gzipSync(readFileSync('dist/sw.js')).length
check('worker script sw.js (gzip)', kb(workerBytes), '≤ 30 KB', workerBytes <= 30 * 1024, ' KB')

const chromium = findChromium()

// 2. Lighthouse, mobile, default throttling, median of `runs` runs per page.
if (!args.includes('--skip-lighthouse')) {
  const server = await serve('dist', 4175)
  try {
    for (const path of ['/', '/explore', '/singlevideo/wofz0k6FCMU']) {
      const scores = await lighthouseScores(chromium, `http://localhost:4175${path}`, runs)
      check(`Lighthouse ${path} performance`, scores.performance, '≥ 95', scores.performance >= 95)
      check(
        `Lighthouse ${path} accessibility`,
        scores.accessibility,
        '= 100',
        scores.accessibility === 100,
      )
      check(
        `Lighthouse ${path} best practices`,
        scores['best-practices'],
        '≥ 95',
        scores['best-practices'] >= 95,
      )
      check(`Lighthouse ${path} SEO`, scores.seo, '≥ 95', scores.seo >= 95)
    }
  } finally {
    server.kill()
  }
}

// 3. Scale: the bench build's worker holds 10,000 videos and a guest with big lists.
build(['--mode', 'bench', '--outDir', 'dist-bench'])
const benchServer = await serve('dist-bench', 4176)
try {
  const scale = await measureScale(chromium, 'http://localhost:4176')
  check(
    'Explore: cards in the DOM of 10,000',
    scale.renderedCards,
    '< 200 (windowed)',
    scale.renderedCards < 200,
  )
  check(
    'Explore: layout shift while scrolling',
    scale.scrollShift.toFixed(3),
    '= 0',
    scale.scrollShift === 0,
  )
  check(
    'search keystroke script time (median)',
    scale.keystrokeMs.toFixed(1),
    '≤ 16 ms',
    scale.keystrokeMs <= 16,
    ' ms',
  )
  check(
    '/history opens (delay 0)',
    scale.historyMs.toFixed(0),
    '< 200 ms',
    scale.historyMs < 200,
    ' ms',
  )
  check('/liked opens (delay 0)', scale.likedMs.toFixed(0), '< 200 ms', scale.likedMs < 200, ' ms')
  for (const [op, at10, at1000] of scale.listOps) {
    check(
      `worker ${op}: 10 vs 1,000 entries (median)`,
      `${at10.toFixed(1)} / ${at1000.toFixed(1)}`,
      'reported',
      true,
      ' ms',
    )
  }
} finally {
  benchServer.kill()
}

const width = Math.max(...rows.map((row) => row.name.length))
console.log('\nfigure'.padEnd(width + 1), 'value'.padStart(14), '  budget')
for (const row of rows)
  console.log(
    row.name.padEnd(width),
    String(row.value).padStart(14),
    ' ',
    row.budget.padEnd(18),
    row.ok ? 'ok' : 'MISSED',
  )
const missed = rows.filter((row) => !row.ok)
console.log(missed.length ? `\n${missed.length} budget(s) missed` : '\nall budgets met')
process.exit(missed.length ? 1 : 0)
