import { firstPlyOf, movePlace } from './move-numbers'
import type { LessonGame, LessonMove } from './lesson'
import { isHeaderName, type Annotation } from './lesson-limits'
import { gamesOf } from './pgn-games'

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

/** Seconds from "754", "12:34" or "1:02:03" (minutes and seconds under 60); null otherwise. */
export function secondsOf(text: string): number | null {
  if (!/^\d{1,6}$|^\d{1,4}(:[0-5]?\d){1,2}$/.test(text)) return null
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/**
 * Why a PGN cannot be a lesson: where its reading stopped, a `[%vt]` that is no time, or the
 * games it holds when it holds several (a lesson is one: the editor lets the curator choose).
 */
export type PgnReason =
  | { kind: 'near'; move: number }
  | { kind: 'time'; time: string; san: string }
  | { kind: 'games'; games: number }

/** The API's words for a PgnReason (the editor says them in the page's language). */
function pgnMessage(reason: PgnReason): string {
  switch (reason.kind) {
    case 'near':
      return `Could not read the PGN near move ${reason.move}.`
    case 'time':
      return `[%vt ${reason.time}] on ${reason.san} is not a time like 12:34.`
    case 'games':
      return `This PGN holds ${reason.games} games; a lesson is one game: import one of them.`
  }
}

/** The error a PGN that cannot be read gives, and why. */
export class PgnError extends Error {
  constructor(readonly reason: PgnReason) {
    super(pgnMessage(reason))
  }
}

/**
 * Reads one game: its headers and its move tree. Throws a PgnError that says where, or how many
 * games a PGN of several holds (never the first one alone, in silence). Its limits are checked
 * after (lesson-limits.ts), in time linear in its size as this reading is.
 */
export function readLessonPgn(pgn: string): LessonGame {
  const games = gamesOf(pgn).length
  if (games > 1) throw new PgnError({ kind: 'games', games })
  const text = pgn.replace(/\r\n?/g, '\n').replace(/^%.*$/gm, '')
  const headers: Record<string, string> = {}
  const header = /^\s*\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/gm
  let body = 0
  for (let found = header.exec(text); found; found = header.exec(text)) {
    if (text.slice(body, found.index).trim() !== '') break
    const [name, value] = [found[1]!, found[2]!.replace(/\\(.)/g, '$1')]
    // The roster's "unknown" is no header of the lesson: written again on export.
    if (UNKNOWN[name] !== value || name === 'Result') headers[name] = value
    body = header.lastIndex
  }
  const moves: LessonMove[] = []
  const lines: LessonMove[][] = [moves]
  let pending = '' // a comment before a line's first move
  let moveNumber = 1
  const fail = (): never => {
    throw new PgnError({ kind: 'near', move: moveNumber })
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
      if (NAG_SYMBOLS[nag]) addAnnotation(last!, NAG_SYMBOLS[nag])
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

/** An annotation once: a PGN that writes `$1` twice (or `!` and `$1`) says it once. */
function addAnnotation(move: LessonMove, nag: Annotation) {
  if (!move.nags?.includes(nag)) (move.nags ??= []).push(nag)
}

/**
 * A comment's words after its commands: `[%vt …]` is the move's time (a time that cannot be read
 * is a PgnError); other commands are dropped.
 */
function addComment(move: LessonMove, written: string) {
  let said = written.replace(/\[%vt\s+([^\]\s]*)\s*\]/g, (_command, time: string) => {
    const seconds = secondsOf(time)
    if (seconds === null)
      throw new PgnError({ kind: 'time', time: time.slice(0, 12), san: move.san })
    move.timeSeconds = seconds
    return ''
  })
  said = said.replace(/\[%[^\]]*\]/g, '').trim()
  // A comment that starts with a time ("12:34 Develops."): one that is no time stays its words.
  const leading = /^(\d{1,2}:\d{2}(?::\d{2})?)(?:\s+|$)/.exec(said)
  const seconds = leading ? secondsOf(leading[1]!) : null
  if (leading && seconds !== null && move.timeSeconds === undefined) {
    move.timeSeconds = seconds
    said = said.slice(leading[0].length)
  }
  if (said) move.comment = move.comment ? `${move.comment} ${said}` : said
}

/** The Seven Tag Roster as PGN writes a value nobody knows (PGN standard, 8.1.1). */
const UNKNOWN: Record<string, string> = {
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
}
const SEVEN = Object.keys(UNKNOWN)

/**
 * Writes the lesson as PGN: the seven tags first, each one the lesson lacks as unknown ("?"),
 * then the others, then the move tree (readers expect the roster, issue 59). FEN and
 * SetUp come from its starting position alone, and only a PGN tag name is written as one, so the
 * PGN written reads back as the same lesson.
 */
export function writeLessonPgn({ startFen, headers, moves }: LessonGame): string {
  const tags: Record<string, string> = {
    ...UNKNOWN,
    ...Object.fromEntries(Object.entries(headers).filter(([name]) => isHeaderName(name))),
    ...(startFen ? { SetUp: '1', FEN: startFen } : {}),
  }
  const names = [...SEVEN, ...Object.keys(tags).filter((n) => !SEVEN.includes(n))]
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
