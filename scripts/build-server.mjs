// Bundles the Node server (src/server/main.ts) into dist-server/main.js: TypeScript that shares
// the API's code, its packages left to node_modules. Used by `npm run serve` and the bench.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const serverEntry = path.join(root, 'dist-server', 'main.js')

/**
 * A new PGlite database (initdb's work, 3.4 s on these 2 cores), dumped gzipped: the server's
 * first start on an empty folder loads it instead (src/server/open-store.ts, NEW_DATABASE_FILE;
 * issue 59). Made once per PGlite version and kept in node_modules/.cache.
 */
async function newDatabase() {
  const { version } = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  )
  const kept = path.join(root, `node_modules/.cache/gambit/new-database-pglite-${version}.tgz`)
  if (existsSync(kept)) return kept
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create()
  const dump = await db.dumpDataDir('gzip')
  await db.close()
  mkdirSync(path.dirname(kept), { recursive: true })
  // Whole or not at all: another build may read it at the same time.
  writeFileSync(`${kept}.${process.pid}`, Buffer.from(await dump.arrayBuffer()))
  renameSync(`${kept}.${process.pid}`, kept)
  return kept
}

/** Builds into dist-server/, or into `outDir` (a test's own folder). */
export async function buildServer({ outDir = path.dirname(serverEntry) } = {}) {
  await build({ configFile: path.join(root, 'build/server-build.config.ts'), build: { outDir } })
  copyFileSync(await newDatabase(), path.join(outDir, 'new-database.tgz'))
  return path.join(outDir, 'main.js')
}

// `npm run build:server`: the server alone, to start instances with `node dist-server/main.js`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(`built ${path.relative(root, await buildServer())}`)
