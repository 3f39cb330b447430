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
  expect(readFileSync(lock, 'utf8')).toBe(String(process.pid))
  release()
  expect(existsSync(lock)).toBe(false)
})

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
