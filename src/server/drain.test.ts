import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { GUEST, storeKind } from '@/testing/test-server'
import { builtServer } from '@/testing/built-server'

// SIGTERM under load (README, "Run it on a server"): every request already sent is answered,
// those whose connections the system had only queued for the server included, then the
// process exits. Runs the built server as its own process, as a process manager would. Its first
// start on new data says what it does before it listens.

// The two SQL projects run side by side: a port each.
const PORT = storeKind === 'postgres' ? 8796 : 8797

test('a first start says it opens the data; SIGTERM with 40 logins in flight answers all 40, then exits', async () => {
  // A folder of its own for its data and page: the other SQL project may run at the same time.
  mkdirSync('node_modules/.tmp', { recursive: true })
  const work = mkdtempSync(path.resolve('node_modules/.tmp/gambit-drain-'))
  const entry = await builtServer()
  const dist = path.join(work, 'dist')
  mkdirSync(dist)
  writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ screens: ['/'] }))
  writeFileSync(path.join(dist, 'index.html'), '<html><head><meta charset="UTF-8" /></head></html>')
  const env = {
    ...process.env,
    PORT: String(PORT),
    GAMBIT_DIST: dist,
    // The demo's Guest logs in, on PostgreSQL too (docs/decisions/021).
    GAMBIT_DEMO: '1',
    ...(storeKind === 'postgres'
      ? { GAMBIT_DB_SCHEMA: `drain_${Date.now()}_${process.pid}` }
      : { DATABASE_URL: '', GAMBIT_DATA_DIR: path.join(work, 'data') }),
  }
  const server = spawn(process.execPath, [entry], { env, stdio: 'pipe' })
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))
  try {
    let out = ''
    server.stdout.on('data', (chunk) => (out += chunk))
    for (let i = 0; i < 600 && !out.includes('Gambit on'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(out).toContain('Gambit on')
    // A first start says what it waits for, then how long it took (issue 59: 45 s of silence).
    expect(out).toMatch(/^Opening the data in .*\nData ready in \d+\.\d s\nGambit on http/m)
    const login = () =>
      fetch(`http://localhost:${PORT}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(GUEST),
      }).then(
        (answer) => answer.status,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      )
    const answers = Promise.all(Array.from({ length: 40 }, login))
    await new Promise((resolve) => setTimeout(resolve, 10))
    server.kill('SIGTERM')
    expect(await answers).toEqual(Array.from({ length: 40 }, () => 200))
    expect(await exited).toBe(0)
  } finally {
    server.kill('SIGKILL')
    rmSync(work, { recursive: true, force: true })
  }
}, 90_000)
