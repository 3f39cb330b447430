import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildOpeningNames, readOpeningRows } from './opening-names.ts'
import { buildShippedPuzzles } from './shipped-puzzles.ts'

// The chess data the product ships (chess-data/), each as one JSON file of the build named by
// its content: `virtual:<name>-url` is its address (the page and the worker fetch it) and
// `virtual:<name>` its data (the Node server and the tests have it built in). The opening
// names: docs/decisions/027-opening-names-as-one-file.md; the puzzles: docs/decisions/029.

type DataFile = {
  name: string
  /** The files it is made from, under chess-data/: their hash names the cached result. */
  sources: string[]
  make: (folder: string) => unknown
}

const FILES: DataFile[] = [
  {
    name: 'opening-names',
    sources: ['a', 'b', 'c', 'd', 'e'].map((letter) => `chess-openings/${letter}.tsv`),
    make: (folder) => buildOpeningNames(readOpeningRows(path.join(folder, 'chess-openings'))),
  },
  {
    name: 'shipped-puzzles',
    sources: ['lichess-puzzles/puzzles.csv'],
    make: (folder) =>
      buildShippedPuzzles(readFileSync(path.join(folder, 'lichess-puzzles/puzzles.csv'), 'utf8')),
  },
]

type Built = { json: string; fileName: string }
const built = new Map<string, Built>()

/**
 * A data file as JSON, made once per process and kept in node_modules/.cache by its sources'
 * hash: replaying 3,807 openings or 1,499 puzzles with chess.js takes about a second.
 */
export function chessDataFile(root: string, file: DataFile): Built {
  const known = built.get(file.name)
  if (known) return known
  const folder = path.join(root, 'chess-data')
  const sources = file.sources.map((source) => readFileSync(path.join(folder, source)))
  const sourceHash = createHash('sha256').update(Buffer.concat(sources)).digest('hex').slice(0, 16)
  const cacheFolder = path.join(root, 'node_modules/.cache/gambit')
  const cached = path.join(cacheFolder, `${file.name}-${sourceHash}.json`)
  let json: string
  if (existsSync(cached)) json = readFileSync(cached, 'utf8')
  else {
    json = JSON.stringify(file.make(folder))
    mkdirSync(cacheFolder, { recursive: true })
    writeFileSync(cached, json)
  }
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
  const result = { json, fileName: `assets/${file.name}-${hash}.json` }
  built.set(file.name, result)
  return result
}

/** `emit`: the page's build writes the files; the worker's and the server's only refer to them. */
export function chessDataPlugin({ root, emit }: { root: string; emit: boolean }): Plugin {
  const byModule = new Map(
    FILES.flatMap((file) => [
      [`\0virtual:${file.name}`, { file, url: false }],
      [`\0virtual:${file.name}-url`, { file, url: true }],
    ]),
  )
  return {
    name: 'gambit-chess-data',
    resolveId: (id) => (byModule.has(`\0${id}`) ? `\0${id}` : undefined),
    load(id) {
      const found = byModule.get(id)
      if (!found) return undefined
      const { json, fileName } = chessDataFile(root, found.file)
      return found.url
        ? `export default ${JSON.stringify(`/${fileName}`)}`
        : `export default JSON.parse(${JSON.stringify(json)})`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = FILES.find(
          (candidate) => request.url === `/${chessDataFile(root, candidate).fileName}`,
        )
        if (!file) return next()
        response.setHeader('Content-Type', 'application/json')
        response.end(chessDataFile(root, file).json)
      })
    },
    generateBundle() {
      if (!emit) return
      for (const file of FILES) {
        const { json, fileName } = chessDataFile(root, file)
        this.emitFile({ type: 'asset', fileName, source: json })
      }
    },
  }
}
