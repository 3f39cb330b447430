// `npm run serve`: builds the page and the Node server, then serves both on http://localhost:8787
// (README, "Run it on a server"). `--no-page-build` serves the page build already in dist/
// (the end-to-end tests build it once for both servers).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildServer, root } from './build-server.mjs'

if (!process.argv.includes('--no-page-build')) {
  const vite = path.join(root, 'node_modules/.bin/vite')
  const { status } = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: root,
  })
  if (status !== 0) process.exit(status ?? 1)
}
await import(pathToFileURL(await buildServer()).href)
