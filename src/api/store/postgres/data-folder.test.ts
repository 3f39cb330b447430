import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { checkDataFolder, lockFolder } from './data-folder'

// Two servers on one PGlite folder would each see only their own writes and lose acknowledged
// ones when they stop: the folder belongs to one process (README, "Run it on a server").

const folders: string[] = []
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'gambit-lock-'))
  folders.push(made)
  return made
}
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })))

test('a folder in use by a live process is refused with a clear message', () => {
  const data = folder()
  // Another process holds it: this test's parent is alive and is not this process.
  writeFileSync(path.join(data, 'gambit.lock'), String(process.ppid))
  expect(() => lockFolder(data)).toThrow(
    `Another Gambit server (process ${process.ppid}) is using ${data}`,
  )
})

test('a lock left by a process that is gone is taken over, and released on close', () => {
  const data = folder()
  const lock = path.join(data, 'gambit.lock')
  writeFileSync(lock, '2147483646') // no such process
  const release = lockFolder(data)
  expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid })
  release()
  expect(existsSync(lock)).toBe(false)
})

test('a crashed server’s lock is taken over by the next start, even with the same pid (PID 1 in a container)', () => {
  const data = folder()
  const lock = path.join(data, 'gambit.lock')
  // An earlier process that had this pid, in this version's lock and in an earlier one's.
  for (const left of [
    JSON.stringify({ pid: process.pid, boot: '', started: '1' }),
    String(process.pid),
  ]) {
    writeFileSync(lock, left)
    const release = lockFolder(data)
    release()
  }
})

const linux = existsSync('/proc/self/stat')
test.skipIf(!linux)(
  'a live pid holds the folder only in the same boot and from the same start',
  () => {
    const data = folder()
    const lock = path.join(data, 'gambit.lock')
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8')
    const started = stat.split(') ').at(-1)!.split(' ')[19]
    const parent = { pid: process.ppid, boot, started }
    writeFileSync(lock, JSON.stringify(parent))
    expect(() => lockFolder(data)).toThrow(`Another Gambit server (process ${process.ppid})`)
    // Another boot, or another process that got the pid later: the holder is gone.
    for (const gone of [{ boot: 'an-earlier-boot' }, { started: '1' }]) {
      writeFileSync(lock, JSON.stringify({ ...parent, ...gone }))
      lockFolder(data)()
    }
  },
)

test('the same process may not open its folder twice either', () => {
  const data = folder()
  const release = lockFolder(data)
  expect(() => lockFolder(data)).toThrow(/is using/)
  release()
  expect(() => lockFolder(data)()).not.toThrow()
})

test('a folder that is not empty and holds no database is never initialised over', () => {
  const notes = folder()
  writeFileSync(path.join(notes, 'notes.txt'), 'my chess notes')
  expect(() => checkDataFolder(notes)).toThrow(
    `${notes} is not empty and holds no PostgreSQL database (no PG_VERSION)`,
  )
  // A damaged database: its files without PG_VERSION.
  const damaged = folder()
  writeFileSync(path.join(damaged, 'postgresql.conf'), '')
  expect(() => checkDataFolder(damaged)).toThrow(/holds no PostgreSQL database/)
  // Empty, or a lock alone: a fresh database may be made there.
  const empty = folder()
  writeFileSync(path.join(empty, 'gambit.lock'), '2147483646')
  expect(() => checkDataFolder(empty)).not.toThrow()
  expect(() => checkDataFolder(path.join(empty, 'new'))).not.toThrow()
})

test.skipIf(!linux)(
  'a server killed with -9 and not yet reaped (a zombie) holds no lock: the next start takes it at once',
  async () => {
    const data = folder()
    // A shell that starts a child and becomes a process that never reaps it: the child, once
    // ended, stays a zombie until the shell ends.
    const shell = spawn('sh', ['-c', 'sleep 0.01 & echo $!; exec sleep 30'])
    try {
      const child = Number(
        await new Promise<string>((resolve) =>
          shell.stdout.once('data', (out) => resolve(`${out}`)),
        ),
      )
      const state = () => readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]![0]
      await expect.poll(state, { timeout: 5000 }).toBe('Z')
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
      const started = readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]
      writeFileSync(path.join(data, 'gambit.lock'), JSON.stringify({ pid: child, boot, started }))
      const release = lockFolder(data)
      release()
    } finally {
      shell.kill('SIGKILL')
    }
  },
)
