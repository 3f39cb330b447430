// What a UCI engine (Stockfish) says, read into numbers (docs/engine.md): the `info` lines of a
// search and its `bestmove`. No chess here: engine-lines.ts turns the moves into SAN.

/** A score from the side to move's view: centipawns, or a mate in so many moves (< 0: mated). */
export type Score = { cp: number } | { mate: number }

/** One line of a search at one depth. */
export type EngineInfo = {
  depth: number
  /** Which line (1 is the best) when several are asked for (MultiPV). */
  multipv: number
  score: Score
  /** The score is only a bound (the search has not settled it at this depth). */
  bound?: 'lower' | 'upper'
  /** The line, in UCI (`e2e4`, `e7e8q`). */
  pv: string[]
  nodes?: number
}

const whole = (text: string | undefined) => (text && /^-?\d+$/.test(text) ? Number(text) : null)

/**
 * An `info` line with a depth, a score and a line, or null for any other (`info string …`, the
 * move being searched, a line cut short).
 */
export function readInfo(line: string): EngineInfo | null {
  const words = line.trim().split(/\s+/)
  if (words[0] !== 'info') return null
  let depth: number | null = null
  let multipv = 1
  let score: Score | null = null
  let bound: EngineInfo['bound']
  let nodes: number | undefined
  for (let at = 1; at < words.length; at++) {
    const word = words[at]
    if (word === 'string') return null
    if (word === 'depth') depth = whole(words[++at])
    else if (word === 'multipv') multipv = whole(words[++at]) ?? 1
    else if (word === 'nodes') nodes = whole(words[++at]) ?? undefined
    else if (word === 'lowerbound') bound = 'lower'
    else if (word === 'upperbound') bound = 'upper'
    else if (word === 'score') {
      const kind = words[++at]
      const value = whole(words[++at])
      if (value === null || (kind !== 'cp' && kind !== 'mate')) return null
      score = kind === 'cp' ? { cp: value } : { mate: value }
    } else if (word === 'pv') {
      const pv = words.slice(at + 1)
      if (depth === null || score === null || pv.length === 0) return null
      return { depth, multipv, score, ...(bound && { bound }), pv, ...(nodes && { nodes }) }
    }
  }
  return null
}

/** A `bestmove` line: the move (null when there is none: mate or stalemate on the board). */
export function readBestMove(line: string): { best: string | null } | null {
  const [word, move] = line.trim().split(/\s+/)
  if (word !== 'bestmove' || !move) return null
  return { best: move === '(none)' ? null : move }
}
