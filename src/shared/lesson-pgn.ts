import { firstPlyOf, movePlace } from './board-game'
import type { LessonGame, LessonMove } from './lesson'
import type { Annotation } from './lesson-limits'

// A lesson in PGN and back (docs/product.md, "Lessons"): headers, the move tree with its
// variations, comments and annotations, and each move's video time as the comment command
// `[%vt 754]` (seconds; import also reads `[%vt 12:34]` and a comment that starts `12:34`).
// No chess rules here: lesson-rules.ts checks the moves.

const NAG_SYMBOLS: Record<string, Annotation> = {
  $1: '!',
  $2: '?',
  $3: '!!',
  $4: '??',
  $5: '!?',
  $6: '?!',
}
const TOKEN =
  /\s*(?:(\{[^}]*\})|(;[^\n]*)|(\()|(\))|(\$\d+)|(\d+\s*\.(?:\s*\.\s*\.)?)|(1-0|0-1|1\/2-1\/2|\*)|([^\s(){};$]+))/y
const SAN_WITH_MARKS = /^(.*?)(!!|\?\?|!\?|\?!|!|\?)?$/

/** Seconds from "754", "12:34" or "1:02:03"; null for anything else. */
export function secondsOf(text: string): number | null {
  if (!/^\d+(:\d{1,2}){0,2}$/.test(text)) return null
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** The error a PGN that cannot be read gives: where it stopped. */
export class PgnError extends Error {}

/** Reads one game: its headers and its move tree. Throws a PgnError that says where. */
export function readLessonPgn(pgn: string): LessonGame {
  const text = pgn.replace(/\r\n?/g, '\n').replace(/^%.*$/gm, '')
  const headers: Record<string, string> = {}
  const header = /^\s*\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/gm
  let body = 0
  for (let found = header.exec(text); found; found = header.exec(text)) {
    if (text.slice(body, found.index).trim() !== '') break
    headers[found[1]!] = found[2]!.replace(/\\(.)/g, '$1')
    body = header.lastIndex
  }
  const moves: LessonMove[] = []
  const lines: LessonMove[][] = [moves]
  let pending = '' // a comment before a line's first move
  let moveNumber = 1
  const fail = (): never => {
    throw new PgnError(`Could not read the PGN near move ${moveNumber}.`)
  }
  TOKEN.lastIndex = body
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex
    const token = TOKEN.exec(text)
    if (!token) {
      if (text.slice(start).trim() === '') break
      fail()
    }
    const [, braced, semicolon, open, close, nag, number, result, word] = token!
    const line = lines.at(-1)!
    const last = line.at(-1)
    if (braced !== undefined || semicolon !== undefined) {
      const said = braced !== undefined ? braced.slice(1, -1) : semicolon!.slice(1)
      if (last) addComment(last, said)
      else pending = `${pending} ${said}`.trim()
    } else if (open) {
      if (!last) fail()
      const variation: LessonMove[] = []
      ;(last!.variations ??= []).push(variation)
      lines.push(variation)
    } else if (close) {
      if (lines.length === 1 || line.length === 0) fail()
      lines.pop()
    } else if (nag) {
      if (!last) fail()
      if (NAG_SYMBOLS[nag]) (last!.nags ??= []).push(NAG_SYMBOLS[nag])
    } else if (number) moveNumber = Number(number.replace(/\D.*$/s, ''))
    else if (result) {
      if (lines.length > 1) fail()
      break
    } else if (word) {
      const [, san = '', mark] = SAN_WITH_MARKS.exec(word)!
      if (!san) fail()
      const move: LessonMove = { san }
      if (mark) move.nags = [mark as Annotation]
      if (pending) addComment(move, pending)
      pending = ''
      line.push(move)
    }
  }
  if (lines.length > 1) fail()
  // The starting position travels as the FEN tag; the lesson keeps it as startFen.
  const { FEN: startFen, SetUp: _setUp, ...kept } = headers
  return { ...(startFen ? { startFen } : {}), headers: kept, moves }
}

/** A comment's words after its commands: `[%vt …]` is the move's time; others are dropped. */
function addComment(move: LessonMove, written: string) {
  let said = written.replace(/\[%vt\s+([\d:]+)\s*\]/g, (_command, time: string) => {
    const seconds = secondsOf(time)
    if (seconds !== null) move.timeSeconds = seconds
    return ''
  })
  said = said.replace(/\[%[^\]]*\]/g, '').trim()
  const leading = /^(\d{1,2}:\d{2}(?::\d{2})?)(?:\s+|$)/.exec(said)
  if (leading && move.timeSeconds === undefined) {
    move.timeSeconds = secondsOf(leading[1]!) ?? undefined
    said = said.slice(leading[0].length)
  }
  if (said) move.comment = move.comment ? `${move.comment} ${said}` : said
}

const SEVEN = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']

/** Writes the lesson as PGN: the seven tags first, then the others, then the move tree. */
export function writeLessonPgn({ startFen, headers, moves }: LessonGame): string {
  const tags: Record<string, string> = {
    ...headers,
    ...(startFen ? { SetUp: '1', FEN: startFen } : {}),
  }
  tags.Result ??= '*'
  const names = [
    ...SEVEN.filter((name) => name in tags),
    ...Object.keys(tags).filter((n) => !SEVEN.includes(n)),
  ]
  const head = names.map((name) => `[${name} "${tags[name]!.replace(/(["\\])/g, '\\$1')}"]`)
  const words = lineWords(moves, firstPlyOf(startFen))
  return `${head.join('\n')}\n\n${[...words, tags.Result].join(' ')}\n`
}

function lineWords(line: LessonMove[], firstPly: number): string[] {
  const words: string[] = []
  let numbered = false
  line.forEach((move, index) => {
    const ply = firstPly + index
    const { number, white } = movePlace(ply)
    if (white) words.push(`${number}.`)
    else if (!numbered) words.push(`${number}...`)
    const [mark, ...rest] = move.nags ?? []
    words.push(`${move.san}${mark ?? ''}`, ...rest.map((nag) => NAG_OF[nag]))
    const commands = move.timeSeconds === undefined ? '' : `[%vt ${move.timeSeconds}]`
    const said = [commands, move.comment?.replace(/}/g, ')')].filter(Boolean).join(' ')
    if (said) words.push(`{${said}}`)
    numbered = !said
    for (const variation of move.variations ?? []) {
      words.push(`(${lineWords(variation, ply).join(' ')})`)
      numbered = false
    }
  })
  return words
}

const NAG_OF = Object.fromEntries(
  Object.entries(NAG_SYMBOLS).map(([code, symbol]) => [symbol, code]),
) as Record<Annotation, string>
