// A PGN game as written (docs/product.md, "A board beside every video"): its headers, the
// comments before its first move, and its main line with each move's comments, counting what a
// note cannot keep (variations, annotations). No chess rules here: pgn-import.ts replays it.

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

const HEADER = /^\s*\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/

/**
 * A PGN file as its games: a blank line before a tag starts the next one, and so does a blank
 * line after a result (games without tags). Escaped lines (`%` in the first column) are for
 * software, not for the games.
 */
export const gamesOf = (pgn: string) =>
  pgn
    .replace(/\r\n?/g, '\n')
    .replace(/^%.*$\n?/gm, '')
    .split(/\n\s*\n(?=\s*\[)|(?<=(?:^|\s)(?:1-0|0-1|1\/2-1\/2|\*))\s*\n\s*\n/)
    .map((game) => game.trim())
    .filter(Boolean)

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
    const header = HEADER.exec(lines[body]!)
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

/** "Anderssen – Kieseritzky, London 1851, 1-0": a game's players, where and when, and result. */
export function gameTitle(headers: Record<string, string>): string {
  const known = (name: string) => {
    const value = headers[name]?.trim()
    return value && !/^\?+$/.test(value) ? value : ''
  }
  const white = known('White')
  const black = known('Black')
  if (!white && !black) return ''
  const year = known('Date').split('.')[0]?.replace(/\?+/g, '')
  const place = [known('Site'), year].filter(Boolean).join(' ')
  const result = known('Result') === '*' ? '' : known('Result')
  return [`${white || '?'} – ${black || '?'}`, known('Event'), place, result]
    .filter(Boolean)
    .join(', ')
}
