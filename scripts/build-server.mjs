// Bundles the Node server (src/server/main.ts) into dist-server/main.js: TypeScript that shares
// the API's code, its packages left to node_modules. Used by `npm run serve` and the bench.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const serverEntry = path.join(root, 'dist-server', 'main.js')

/** Builds into dist-server/, or into `outDir` (a test's own folder). */
export async function buildServer({ outDir = path.dirname(serverEntry) } = {}) {
  await build({ configFile: path.join(root, 'build/server-build.config.ts'), build: { outDir } })
  return path.join(outDir, 'main.js')
}

// `npm run build:server`: the server alone, to start instances with `node dist-server/main.js`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(`built ${path.relative(root, await buildServer())}`)
