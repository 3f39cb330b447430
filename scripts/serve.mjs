// `npm run serve`: builds the page and the Node server, then serves both on http://localhost:8787
// (README, "Run it on a server"). `--no-page-build` serves the page build already in dist/, and
// `--no-server-build` the server already in dist-server/ (npm test builds each once a run,
// docs/testing.md, "The suite's time"). The server runs as a process of its
// own, `node dist-server/main.js`, as in production: no build tool stays in its memory.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit', cwd: root })
  if (status !== 0) process.exit(status ?? 1)
}

// Each step says what it does: the page's build is quiet for half a minute (issue 59).
const step = (what, work) => {
  const started = performance.now()
  console.log(`${what}…`)
  work()
  console.log(`${what}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
if (!process.argv.includes('--no-page-build'))
  step('Building the page (dist/)', () =>
    run(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']),
  )
if (!process.argv.includes('--no-server-build'))
  step('Building the server (dist-server/)', () =>
    run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]),
  )

const server = spawn(process.execPath, [path.join(root, 'dist-server/main.js')], {
  stdio: 'inherit',
  cwd: root,
})
// Ctrl+C or a process manager's SIGTERM reach the server, which finishes what is under way.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
