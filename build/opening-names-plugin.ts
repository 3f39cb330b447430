import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildOpeningNames, readOpeningRows } from './opening-names.ts'

// The opening names (docs/decisions/027-opening-names-as-one-file.md) as one JSON file of the
// build, named by its content; `virtual:opening-names-url` is its address (the page and the
// worker fetch it) and `virtual:opening-names` its data (the Node server and the tests have it
// built in).

const DATA = 'virtual:opening-names'
const URL_MODULE = 'virtual:opening-names-url'

type Built = { json: string; fileName: string }
let built: Built | undefined

/**
 * The map as JSON, built once per process: replaying 3,807 lines with chess.js takes about a
 * second, so the result is kept in node_modules/.cache by the TSV files' hash.
 */
export function openingNamesFile(root: string): Built {
  if (built) return built
  const folder = path.join(root, 'chess-data/chess-openings')
  const sources = ['a', 'b', 'c', 'd', 'e'].map((letter) =>
    readFileSync(path.join(folder, `${letter}.tsv`)),
  )
  const sourceHash = createHash('sha256').update(Buffer.concat(sources)).digest('hex').slice(0, 16)
  const cacheFolder = path.join(root, 'node_modules/.cache/gambit')
  const cached = path.join(cacheFolder, `opening-names-${sourceHash}.json`)
  let json: string
  if (existsSync(cached)) json = readFileSync(cached, 'utf8')
  else {
    json = JSON.stringify(buildOpeningNames(readOpeningRows(folder)))
    mkdirSync(cacheFolder, { recursive: true })
    writeFileSync(cached, json)
  }
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
  built = { json, fileName: `assets/opening-names-${hash}.json` }
  return built
}

/** `emit`: the page's build writes the file; the worker's and the server's only refer to it. */
export function openingNamesPlugin({ root, emit }: { root: string; emit: boolean }): Plugin {
  return {
    name: 'gambit-opening-names',
    resolveId: (id) => (id === DATA || id === URL_MODULE ? `\0${id}` : undefined),
    load(id) {
      const { json, fileName } = openingNamesFile(root)
      if (id === `\0${DATA}`) return `export default JSON.parse(${JSON.stringify(json)})`
      if (id === `\0${URL_MODULE}`) return `export default ${JSON.stringify(`/${fileName}`)}`
      return undefined
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { json, fileName } = openingNamesFile(root)
        if (request.url !== `/${fileName}`) return next()
        response.setHeader('Content-Type', 'application/json')
        response.end(json)
      })
    },
    generateBundle() {
      if (!emit) return
      const { json, fileName } = openingNamesFile(root)
      this.emitFile({ type: 'asset', fileName, source: json })
    },
  }
}
