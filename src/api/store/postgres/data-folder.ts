import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const LOCK_FILE = 'gambit.lock'

/** Whether a process of that id runs now (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes a PGlite data folder for this process: a lock file holds its pid. A folder whose lock
 * names a live process (this one included) is refused with a clear message; a lock left by a
 * process that is gone is taken over. Returns the release, to call when the database closes.
 */
export function lockFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true })
  const lock = path.join(folder, LOCK_FILE)
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
      return () => rmSync(lock, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(readFileSync(lock, 'utf8').trim())
    if (Number.isInteger(owner) && owner > 0 && alive(owner))
      throw new Error(
        `Another Gambit server (process ${owner}) is using ${folder}. Stop it first, or use ` +
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
export function checkDataFolder(folder: string): void {
  if (!existsSync(folder)) return
  const entries = readdirSync(folder).filter((entry) => entry !== LOCK_FILE)
  if (entries.length === 0 || entries.includes('PG_VERSION')) return
  throw new Error(
    `${folder} is not empty and holds no PostgreSQL database (no PG_VERSION): it is not opened, ` +
      'so nothing in it is lost. Point GAMBIT_DATA_DIR at the right folder, or an empty one.',
  )
}
