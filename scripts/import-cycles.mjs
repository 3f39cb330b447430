// `npm run lint` (and `npm test`) after ESLint: no import cycle in src/, type-only imports
// included. ESLint's import-x/no-cycle skips `import type`, yet a cycle of types still ties two
// modules together (docs/decisions/023). Exits 1 and names each cycle found.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))
const src = path.join(root, 'src')

function* sources(folder) {
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry)
    if (statSync(full).isDirectory()) yield* sources(full)
    else if (/\.(ts|tsx)$/.test(entry) && !/\.d\.ts$/.test(entry)) yield full
  }
}

/** The file an import names, for imports inside src/ (the `@/` alias or a relative path). */
function resolved(from, specifier) {
  const bare = specifier.split('?')[0]
  const base = bare.startsWith('@/')
    ? path.join(src, bare.slice(2))
    : bare.startsWith('.')
      ? path.resolve(path.dirname(from), bare)
      : null
  if (!base) return null
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + ending
    try {
      if (statSync(candidate).isFile() && /\.(ts|tsx)$/.test(candidate)) return candidate
    } catch {
      // not this one
    }
  }
  return null
}

const graph = new Map()
for (const file of sources(src)) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  graph.set(file, [
    ...new Set(importedFiles.map((i) => resolved(file, i.fileName)).filter(Boolean)),
  ])
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0
const stack = []
const seen = new Map()
const cycles = []
function visit(file) {
  const mark = { index, low: index, onStack: true }
  seen.set(file, mark)
  index++
  stack.push(file)
  for (const next of graph.get(file) ?? []) {
    const other = seen.get(next)
    if (!other) {
      visit(next)
      mark.low = Math.min(mark.low, seen.get(next).low)
    } else if (other.onStack) mark.low = Math.min(mark.low, other.index)
  }
  if (mark.low === mark.index) {
    const component = []
    let member
    do {
      member = stack.pop()
      seen.get(member).onStack = false
      component.push(path.relative(root, member))
    } while (member !== file)
    if (component.length > 1) cycles.push(component.sort())
  }
}
for (const file of graph.keys()) if (!seen.has(file)) visit(file)

if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' ⇄ ')}`)
  process.exit(1)
}
console.log(`No import cycle among ${graph.size} files of src/ (type-only imports included).`)
