// Builds the production bundle in `e2e` mode (the product plus fault injection; docs/testing.md)
// and runs the Playwright suite in Chromium.
// The browser tests never skip silently: without a Chromium this installs one or fails.
import { spawnSync } from 'node:child_process'
import { findChromium } from './find-chromium.mjs'

const run = (command, args, env = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1

const chromium = findChromium()
console.log(`Browser tests use Chromium at ${chromium}`)
// npm test builds the page and the server first, as a phase of its own, and says so
// (GAMBIT_E2E_BUILT=1); both servers of the run then serve those builds.
let status = 0
if (!process.env.GAMBIT_E2E_BUILT) {
  status = run('node_modules/.bin/vite', ['build', '--mode', 'e2e', '--logLevel', 'warn'])
  if (status === 0) status = run(process.execPath, ['scripts/build-server.mjs'])
}
if (status === 0) {
  status = run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
    ...process.env,
    CHROME_PATH: chromium,
    GAMBIT_E2E_BUILT: '1',
  })
}
process.exit(status)
