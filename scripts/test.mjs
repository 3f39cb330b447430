// `npm test`: lint, type-check, Vitest (API contract + screens) and Playwright (end to end).
// Every step runs even when an earlier one fails; the last line adds up the counts.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

/** Each phase's time (issue 58: the suite's time said, phase by phase, at every run). */
const phases = []
const tally = { passed: 0, failed: 0 }
const count = (ok) => (ok ? tally.passed++ : tally.failed++)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

const run = (label, command, args, env = process.env) => {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const ok = spawnSync(command, args, { stdio: 'inherit', env }).status === 0
  phases.push({ label, ms: performance.now() - started })
  return ok
}

/**
 * Runs `jobs` side by side (four single-threaded jobs on 2 cores take about the longest one's
 * time, not their sum; docs/testing.md, "The suite's time"), each one's output held and shown
 * whole when it ends, so that the log reads one job at a time. Resolves to each job's success.
 */
function runAlongside(label, jobs) {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  return Promise.all(
    jobs.map(
      ({ label: name, command, args }) =>
        new Promise((resolve) => {
          const jobStarted = performance.now()
          const child = spawn(command, args, { env: process.env })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            const ms = performance.now() - jobStarted
            phases.push({ label: `  ${name} (alongside)`, ms, alongside: true })
            console.log(`\n▷ ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(ms)}`)
            if (output.trim()) console.log(output.trimEnd())
            resolve(code === 0)
          })
        }),
    ),
  ).then((results) => {
    phases.push({ label, ms: performance.now() - started })
    return results
  })
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const plain = (text) => text.replace(COLOURS, '')

/** Vitest's failed tests and suites, and the errors no test owns, a few lines each. */
function whatFailed(report, logFile) {
  const lines = []
  for (const file of report?.testResults ?? []) {
    if (file.status === 'failed' && file.message) lines.push(`- ${file.name}: ${file.message}`)
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        lines.push(`- ${test.fullName}: ${plain(test.failureMessages?.[0] ?? '').split('\n')[0]}`)
  }
  let log = ''
  try {
    log = plain(readFileSync(logFile, 'utf8'))
  } catch {
    /* no log: nothing more to say */
  }
  const unhandled = log.indexOf('Unhandled Error')
  if (unhandled >= 0) lines.push(...log.slice(unhandled).split('\n').slice(0, 30))
  return lines
}

/** Playwright's tests from its JSON report, each with the time of its last try. */
function playwrightTests(report) {
  const tests = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        tests.push({
          ms: test.results?.at(-1)?.duration ?? 0,
          name: `${file} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`,
        })
    for (const inner of suite.suites ?? []) walk(inner, file)
  }
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title)
  return tests
}

// Lint (ESLint, Prettier's check, then import cycles of types too) and type-check count as one
// check each; the page's build (e2e mode: the product plus fault injection) and the server's are
// made once, here, for Vitest's tests of the built server and for Playwright (docs/testing.md,
// "The suite's time").
const [linted, typed, pageBuilt, serverBuilt] = await runAlongside(
  'Lint, type-check and the builds, alongside',
  [
    // `npm run lint` as written in package.json: ESLint, Prettier's check, the import cycles.
    {
      label: 'Lint, formatting and import cycles',
      command: 'npm',
      args: ['run', '--silent', 'lint'],
    },
    { label: 'Type-check', command: 'node_modules/.bin/tsc', args: ['-b'] },
    {
      label: 'Build of the page (vite build --mode e2e)',
      command: 'node_modules/.bin/vite',
      args: ['build', '--mode', 'e2e', '--logLevel', 'warn'],
    },
    {
      label: 'Build of the server (dist-server/)',
      command: process.execPath,
      args: ['scripts/build-server.mjs'],
    },
  ],
)
count(linted)
count(typed)
if (!pageBuilt || !serverBuilt) count(false)
// Vitest's tests of the built server run this build, never an older one left in dist-server/.
if (serverBuilt) process.env.GAMBIT_SERVER_BUILT = 'dist-server/main.js'

if (!process.env.DATABASE_URL)
  console.log(
    '\nPostgreSQL: skipped (DATABASE_URL is not set); the API contract runs on fake IndexedDB and PGlite',
  )
// Through tee, so that an error no test owns (Vitest's "Unhandled Errors") can be said again at
// the end, where a CI log's tail shows it.
const vitestOk = run('Unit, screen and API contract tests (Vitest)', 'bash', [
  '-o',
  'pipefail',
  '-c',
  `node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=${results}/vitest.json 2>&1 | tee ${results}/vitest.log`,
])
const vitest = readJson(`${results}/vitest.json`)
if (vitest) {
  tally.passed += vitest.numPassedTests
  tally.failed += vitest.numFailedTests
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) tally.failed++ // a crash or a failed suite
const vitestFailures = vitestOk ? [] : whatFailed(vitest, `${results}/vitest.log`)
const slowest = [
  ...(vitest?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      ms: test.duration ?? 0,
      name: `${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
    })),
  ),
]

const e2eOk =
  pageBuilt &&
  serverBuilt &&
  run('End-to-end tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs'], {
    ...process.env,
    GAMBIT_E2E_BUILT: '1',
  })
const e2e = readJson(`${results}/e2e.json`)
if (e2e) {
  tally.passed += e2e.stats.expected + e2e.stats.flaky
  tally.failed += e2e.stats.unexpected
}
if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) tally.failed++
slowest.push(...playwrightTests(e2e))

// Never a silent pass: say which stores the API contract ran against (docs/testing.md).
console.log(
  process.env.DATABASE_URL
    ? '\nAPI contract stores: fake IndexedDB, PGlite, PostgreSQL (DATABASE_URL)'
    : '\nAPI contract stores: fake IndexedDB, PGlite. PostgreSQL: skipped, DATABASE_URL is not set',
)

if (vitestFailures.length) console.log(`\nWhat failed in Vitest:\n${vitestFailures.join('\n')}`)

const timings = [
  'Phases:',
  ...phases.map(({ label, ms }) => `  ${seconds(ms).padStart(9)}  ${label}`),
  `  ${seconds(phases.filter((phase) => !phase.alongside).reduce((sum, { ms }) => sum + ms, 0)).padStart(9)}  in all`,
  'The 10 slowest tests:',
  ...slowest
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map(({ ms, name }) => `  ${seconds(ms).padStart(9)}  ${name}`),
].join('\n')
console.log(`\n${timings}`)
writeFileSync(`${results}/timings.txt`, `${timings}\n`)

const summary = `${tally.passed} passed, ${tally.failed} failed`
writeFileSync(`${results}/summary.txt`, `${summary}\n`)
console.log(`\n${summary}`)
process.exit(tally.failed === 0 ? 0 : 1)
