import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { chessDataPlugin } from './chess-data-plugin.ts'

// The Node server's build (scripts/build-server.mjs gives the output folder): TypeScript that
// shares the API's code, its packages left to node_modules, the chess data built in.
const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  plugins: [chessDataPlugin({ root, emit: false })],
  build: {
    // The server, and the puzzle import (`npm run import:puzzles`), sharing their chunks.
    ssr: true,
    rollupOptions: {
      input: { main: 'src/server/main.ts', 'import-puzzles': 'src/server/import-puzzles.ts' },
      output: { entryFileNames: '[name].js' },
    },
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
})
