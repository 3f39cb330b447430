// `npm run import:puzzles -- <file.csv>`: builds the Node server's code, then imports the Lichess
// puzzle CSV into the store the environment names, as `npm run serve` would open it (README,
// "Run it on a server"). Ctrl+C reaches the import, which stops after the rows under way.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildServer, root } from './build-server.mjs'

await buildServer()
const importer = spawn(
  process.execPath,
  [path.join(root, 'dist-server/import-puzzles.js'), ...process.argv.slice(2)],
  // A group of its own: Ctrl+C reaches it once, from here (a second one stops it at once).
  { stdio: 'inherit', detached: true },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => importer.kill('SIGINT'))
importer.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
