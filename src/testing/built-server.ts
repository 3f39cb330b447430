import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * The Node server's build, for the tests that run it as a process of its own (a drain, an
 * import). `npm test` builds it once, before Vitest, and names it in GAMBIT_SERVER_BUILT
 * (docs/testing.md, "The suite's time"); a test file run alone builds its own, once per file, in
 * a folder of its own, since two projects may run at the same time.
 */
let ownBuild: Promise<string> | undefined

export function builtServer(): Promise<string> {
  const shared = process.env.GAMBIT_SERVER_BUILT
  if (shared) {
    if (!existsSync(shared))
      throw new Error(`GAMBIT_SERVER_BUILT names ${shared}, which is missing`)
    return Promise.resolve(path.resolve(shared))
  }
  ownBuild ??= (async () => {
    // Inside the project, where the built server finds its packages.
    mkdirSync('node_modules/.tmp', { recursive: true })
    const work = mkdtempSync(path.resolve('node_modules/.tmp/gambit-server-'))
    process.once('exit', () => rmSync(work, { recursive: true, force: true }))
    const script = path.resolve('scripts/build-server.mjs')
    const { buildServer } = (await import(/* @vite-ignore */ script)) as {
      buildServer: (options: { outDir: string }) => Promise<string>
    }
    return buildServer({ outDir: work })
  })()
  return ownBuild
}
