import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const LOCK_FILE = 'gambit.lock'

/** Who holds a folder: more than a pid, which a container gives its first process every time. */
type Holder = { pid: number; boot: string; started: string }

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return ''
  }
}

/** This boot of the machine (Linux); elsewhere none, and the pid and its start decide. */
const bootId = () => readText('/proc/sys/kernel/random/boot_id')

/** A process's fields after its name (Linux, /proc/<pid>/stat from field 3: its state). */
const statOf = (pid: number | 'self') =>
  readText(`/proc/${pid}/stat`).split(') ').at(-1)?.split(' ') ?? []

/** When a process started, in clock ticks since boot (Linux, /proc/<pid>/stat field 22). */
const startOf = (pid: number | 'self') => statOf(pid)[19] ?? ''

/**
 * Whether a process of that id runs now (signal 0 only asks). A zombie answers signal 0 until
 * its parent reaps it (a server killed with -9 under a shell or a supervisor that has not yet),
 * but holds no lock: its state, Z (or X), says it is gone.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const state = statOf(pid)[0]
  return state !== 'Z' && state !== 'X'
}

/** A lock of an earlier version holds its pid alone. */
function holderOf(text: string): Holder | undefined {
  try {
    const read = JSON.parse(text) as Partial<Holder> | number
    if (typeof read === 'number') return { pid: read, boot: '', started: '' }
    if (Number.isInteger(read.pid))
      return { pid: read.pid!, boot: read.boot ?? '', started: read.started ?? '' }
  } catch {
    // A lock that cannot be read holds nothing.
  }
  return undefined
}

/** Folders this process holds: its own pid in a lock is a holder only when it is one of these. */
const heldHere = new Set<string>()

/**
 * Whether the holder still runs: the same boot of the machine, a live process of that pid that is
 * not this one, started when the holder did. A crashed server's lock is taken over by the next
 * start even when it is the same pid (PID 1 in a container) or the machine rebooted.
 */
function stillHeld(folder: string, holder: Holder): boolean {
  if (heldHere.has(folder)) return true
  if (holder.pid === process.pid || !(holder.pid > 0) || !alive(holder.pid)) return false
  const boot = bootId()
  if (holder.boot && boot && holder.boot !== boot) return false
  const started = startOf(holder.pid)
  return !(holder.started && started && holder.started !== started)
}

/**
 * Takes a PGlite data folder for this process: a lock file says who holds it. A folder held by a
 * process that runs (this one included) is refused with a clear message; a lock left by a
 * process that is gone is taken over. Returns the release, to call when the database closes.
 */
export function lockFolder(given: string): () => void {
  const folder = path.resolve(given)
  mkdirSync(folder, { recursive: true })
  const lock = path.join(folder, LOCK_FILE)
  const mine: Holder = { pid: process.pid, boot: bootId(), started: startOf('self') }
  for (;;) {
    try {
      writeFileSync(lock, JSON.stringify(mine), { flag: 'wx' })
      heldHere.add(folder)
      return () => {
        heldHere.delete(folder)
        rmSync(lock, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = holderOf(readText(lock))
    if (holder && stillHeld(folder, holder))
      throw new Error(
        `Another Gambit server (process ${holder.pid}) is using ${folder}. Stop it first, or use ` +
          'PostgreSQL (DATABASE_URL) to run several instances.',
      )
    rmSync(lock, { force: true }) // left by a process that is gone: try again
  }
}

/**
 * A data folder PGlite may open: missing or empty (a fresh database is made there), or holding a
 * PostgreSQL database (PG_VERSION). Anything else (a damaged database, another program's files)
 * is refused with what is wrong, never initialised over.
 */
/** A folder with no database in it yet (checkDataFolder has made sure it holds nothing else). */
export const isNewFolder = (folder: string) => !existsSync(path.join(folder, 'PG_VERSION'))

export function checkDataFolder(folder: string): void {
  if (!existsSync(folder)) return
  const entries = readdirSync(folder).filter((entry) => entry !== LOCK_FILE)
  if (entries.length === 0 || entries.includes('PG_VERSION')) return
  throw new Error(
    `${folder} is not empty and holds no PostgreSQL database (no PG_VERSION): it is not opened, ` +
      'so nothing in it is lost. Point GAMBIT_DATA_DIR at the right folder, or an empty one.',
  )
}
