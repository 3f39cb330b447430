import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const gzip9 = (bytes) => gzipSync(bytes, { level: 9 }).length

/**
 * The JavaScript a first visit to / downloads, each file gzip -9: the entry and every module it
 * imports statically (Vite's manifest), every modulepreload of index.html (in a <link> or in the
 * prerendered page's loader), and its inline scripts. Data (<script type="application/json">)
 * is not JavaScript and is not counted.
 */
export function firstVisitWeight(dist) {
  const html = readFileSync(`${dist}/index.html`, 'utf8')
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'))
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  for (const [, file] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    files.add(file)
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, code]) => code)
  // The prerendered page's loader preloads its modules after the first paint: they count too.
  for (const code of inline)
    for (const [, file] of code.matchAll(/"\/(assets\/[^"]+\.js)"/g)) files.add(file)
  const bytes =
    [...files].reduce((sum, file) => sum + gzip9(readFileSync(`${dist}/${file}`)), 0) +
    inline.reduce((sum, code) => sum + gzip9(Buffer.from(code)), 0)
  return { bytes, files: files.size, inline: inline.length }
}

export const workerWeight = (dist) => gzip9(readFileSync(`${dist}/sw.js`))

/**
 * The opening names' file (docs/decisions/027), gzip -9, and whether a first visit to / could
 * reach it: not named by the entry, its static imports or the page's preloads.
 */
export function openingNamesWeight(dist) {
  const file = readdirSync(`${dist}/assets`).find((name) => /^opening-names-.*\.json$/.test(name))
  if (!file) throw new Error('the build wrote no opening names file')
  const html = readFileSync(`${dist}/index.html`, 'utf8')
  return { bytes: gzip9(readFileSync(`${dist}/assets/${file}`)), inFirstVisit: html.includes(file) }
}

/**
 * The code a screen loads beyond the shell and the board (issue 41: "/puzzles loads no more than
 * the board's own code beyond the shell"), gzip -9: the static imports of its chunk, less those
 * of the first visit's entry and of the board's lazy chunk (board-panel and what it imports).
 */
export function screenOwnWeight(dist, screen) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'))
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return into
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
    return into
  }
  const shell = closure('index.html')
  const boardKey = Object.keys(manifest).find((key) => /^_board-panel-.*\.js$/.test(key))
  if (!boardKey || !manifest[screen]) throw new Error(`no ${screen} or board chunk in the build`)
  const board = closure(boardKey)
  const own = [...closure(screen)].filter((file) => !shell.has(file) && !board.has(file))
  return {
    bytes: own.reduce((sum, file) => sum + gzip9(readFileSync(`${dist}/${file}`)), 0),
    files: own,
  }
}
