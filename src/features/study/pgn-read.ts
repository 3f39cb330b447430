// A PGN game as written (docs/product.md, "A board beside every video"): its headers, the
// comments before its first move, and its main line with each move's comments, counting what a
// note cannot keep (variations, annotations). No chess rules here: pgn-import.ts replays it.

import { PGN_TAG } from '@/shared/pgn-games'

export type PgnMove = { san: string; comments: string[] }

export type PgnGame = {
  headers: Record<string, string>
  /** Comments before the first move (a game's own comment). */
  before: string[]
  moves: PgnMove[]
  /** Variations of the main line (each counted once, whatever it holds). */
  variations: number
  /** Annotations: `$n` and the `!`/`?` marks written after moves. */
  annotations: number
}

/**
 * One game's parts. Comments are `{…}` (which cannot hold `}`) or `;…` to the end of the line
 * (which can: notes-pgn.ts writes those for a text with a `}`), as the PGN standard has them.
 */
export function readPgnGame(text: string): PgnGame {
  const game: PgnGame = { headers: {}, before: [], moves: [], variations: 0, annotations: 0 }
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !line.startsWith('%'))
  let body = 0
  for (; body < lines.length; body++) {
    const header = PGN_TAG.exec(lines[body]!)
    if (header) game.headers[header[1]!] = header[2]!.replace(/\\(.)/g, '$1')
    else if (lines[body]!.trim() !== '') break
  }
  const moveText = lines.slice(body).join('\n')
  let depth = 0
  let ended = false
  const comment = (written: string) => {
    // Clocks, evaluations and drawn arrows ([%clk 0:09:57], [%eval 0.3]) are for software.
    const said = written.replace(/\[%[^\]]*\]/g, '')
    if (depth > 0 || ended || !said.trim()) return
    const last = game.moves.at(-1)
    ;(last ? last.comments : game.before).push(said.trim())
  }
  for (let at = 0; at < moveText.length;) {
    const rest = moveText.slice(at)
    const token =
      /^\{[^}]*\}?/.exec(rest) ??
      /^;[^\n]*/.exec(rest) ??
      /^\s+/.exec(rest) ??
      /^[^\s{};()]+/.exec(rest)
    const [word] = token ?? [rest[0]!]
    at += word.length
    if (word.startsWith('{')) comment(word.slice(1, word.endsWith('}') ? -1 : undefined))
    else if (word.startsWith(';')) comment(word.slice(1))
    else if (word === '(') {
      if (depth === 0) game.variations++
      depth++
    } else if (word === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0 && RESULT.test(word)) ended = true
    else if (depth === 0 && !ended && word.trim()) readMove(game, word)
  }
  return game
}

const RESULT = /^(1-0|0-1|1\/2-1\/2|\*)$/
const MARKS = /[!?]+$/

/** A word of the main line: a move (its marks counted), a number or a NAG. */
function readMove(game: PgnGame, word: string) {
  if (/^\$\d+$/.test(word) || /^[!?]+$/.test(word)) {
    game.annotations++
    return
  }
  // "12", "12." or "12..." before a move, or glued to it ("12.Nf3"); "..." or "…" alone; a
  // stray "}" of a broken comment.
  const san = word.replace(/^\d+(?:\.+|$)/, '').replace(/^(?:\.+|…|\})$/, '')
  if (!san) return
  if (MARKS.test(san)) game.annotations++
  game.moves.push({ san: san.replace(MARKS, ''), comments: [] })
}
