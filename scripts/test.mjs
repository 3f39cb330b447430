// `npm test`: lint, type-check, Vitest (API contract + screens) and Playwright (end to end).
// Every step runs even when an earlier one fails; the last line adds up the counts.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const run = (label, command, args) => {
  console.log(`\n▶ ${label}`)
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const tally = { passed: 0, failed: 0 }
const count = (ok) => (ok ? tally.passed++ : tally.failed++)

// Lint and type-check count as one check each.
count(run('Lint', 'node_modules/.bin/eslint', ['.', '--max-warnings', '0']))
count(run('Type-check', 'node_modules/.bin/tsc', ['-b']))

if (!process.env.DATABASE_URL)
  console.log(
    '\nPostgreSQL: skipped (DATABASE_URL is not set); the API contract runs on fake IndexedDB and PGlite',
  )
const vitestOk = run('Unit, screen and API contract tests (Vitest)', 'node_modules/.bin/vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
])
const vitest = readJson(`${results}/vitest.json`)
if (vitest) {
  tally.passed += vitest.numPassedTests
  tally.failed += vitest.numFailedTests
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) tally.failed++ // a crash or a failed suite

const e2eOk = run('End-to-end tests (Playwright, Chromium, production build)', 'node', [
  'scripts/e2e.mjs',
])
const e2e = readJson(`${results}/e2e.json`)
if (e2e) {
  tally.passed += e2e.stats.expected + e2e.stats.flaky
  tally.failed += e2e.stats.unexpected
}
if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) tally.failed++

// Never a silent pass: say which stores the API contract ran against (docs/testing.md).
console.log(
  process.env.DATABASE_URL
    ? '\nAPI contract stores: fake IndexedDB, PGlite, PostgreSQL (DATABASE_URL)'
    : '\nAPI contract stores: fake IndexedDB, PGlite. PostgreSQL: skipped, DATABASE_URL is not set',
)

const summary = `${tally.passed} passed, ${tally.failed} failed`
writeFileSync(`${results}/summary.txt`, `${summary}\n`)
console.log(`\n${summary}`)
process.exit(tally.failed === 0 ? 0 : 1)
