import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { openingNamesPlugin } from './opening-names-plugin.ts'

// The Node server's build (scripts/build-server.mjs gives the output folder): TypeScript that
// shares the API's code, its packages left to node_modules, the opening names built in.
const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  plugins: [openingNamesPlugin({ root, emit: false })],
  build: {
    ssr: 'src/server/main.ts',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
})
