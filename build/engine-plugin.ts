import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

// Stockfish (GPL-3) ships beside the build as a program of its own, never inside Gambit's chunks
// (docs/decisions/038-stockfish-as-a-separate-program.md): its loader, its WebAssembly and its
// licence, copied unchanged from the pinned npm package. The page starts the loader as a Web
// Worker (src/lib/page-engine.ts), which fetches the .wasm beside it.

/** The engine's folder in the build, and the loader's address (the .wasm has the same name). */
export const ENGINE_FOLDER = 'engine'
const BUILD = 'stockfish-19-lite-single'

/** Each file of the build's engine folder, from node_modules/stockfish. */
const FILES: Record<string, string> = {
  [`${BUILD}.js`]: `bin/${BUILD}.js`,
  [`${BUILD}.wasm`]: `bin/${BUILD}.wasm`,
  'COPYING.txt': 'Copying.txt',
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export function enginePlugin(root: string): Plugin {
  const source = (name: string) => path.join(root, 'node_modules/stockfish', FILES[name]!)
  return {
    name: 'gambit-engine',
    // The development server answers /engine/ from the package itself.
    configureServer(server) {
      server.middlewares.use(`/${ENGINE_FOLDER}/`, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').split('?')[0]!.replace(/^\//, ''))
        if (!(name in FILES)) return next()
        response.setHeader('Content-Type', TYPES[path.extname(name)]!)
        response.end(readFileSync(source(name)))
      })
    },
    generateBundle() {
      for (const name of Object.keys(FILES))
        this.emitFile({
          type: 'asset',
          fileName: `${ENGINE_FOLDER}/${name}`,
          source: readFileSync(source(name)),
        })
    },
  }
}
