import { isGoodByEngine, sanLine } from './engine-lines'
import type { Score } from './uci'

// The one judge of a move (docs/engine.md, "The judge"; docs/product.md, "The engine's judgement
// in training"), shared by the page and the back end: whoever searches, the verdict is made here,
// from two searches of the same position made the same way.

/**
 * The search every verdict comes from: a fixed number of nodes, so that a verdict does not
 * depend on the machine's speed (a depth would, in time; a time would, in strength).
 */
export const JUDGE_SEARCH = { nodes: 100_000 } as const

/** The judge's search settings as a word, kept beside each verdict stored (by EPD and search). */
export const JUDGE_SEARCH_KEY = `nodes ${JUDGE_SEARCH.nodes}`

/** What a search of a position says: its score (the side to move's view) and its line (UCI). */
export type SearchResult = { score: Score; pv: string[] }

/**
 * Searches `fen` as JUDGE_SEARCH says; `only` limits it to those moves (UCI `searchmoves`). The
 * page's engine and the server's both offer it.
 */
export type Search = (fen: string, only?: readonly string[]) => Promise<SearchResult>

/**
 * Said by a server's engine when its queue is full (docs/engine.md, "The server's engine"): the
 * back end answers 429 with docs/product.md's words.
 */
export class EngineBusyError extends Error {
  constructor() {
    super('The engine is busy; try again in a moment.')
    this.name = 'EngineBusyError'
  }
}

export type Verdict = {
  /** Not an inaccuracy by Lichess's measure. */
  good: boolean
  /** The engine's best move and its score, from the mover's view. */
  best: { uci: string; san: string; score: Score }
  /** The move judged, its score from the mover's view, and the line that follows it in SAN. */
  played: { uci: string; san: string; score: Score; line: string[] }
}

/**
 * Judges the move `uci` from `fen`: the position searched freely (the best move), then searched
 * for that move alone the same way; good when the mover's winning chances fall by less than 0.1.
 * Null when the move is not legal there or the position has no move.
 */
export async function judgeMove(search: Search, fen: string, uci: string): Promise<Verdict | null> {
  const playedSan = sanLine(fen, [uci])[0]?.san
  if (!playedSan) return null
  const searched = await searchBoth(search, fen, uci)
  if (!searched) return null
  const { free, bestUci, alone } = searched
  const bestSan = sanLine(fen, [bestUci])[0]?.san ?? bestUci
  const pv = alone.pv[0] === uci ? alone.pv.slice(0, LINE_PLIES) : [uci]
  return {
    good: isGood(searched, uci),
    best: { uci: bestUci, san: bestSan, score: free.score },
    played: { uci, san: playedSan, score: alone.score, line: sanLine(fen, pv).map((m) => m.san) },
  }
}

/**
 * The verdict's `good` alone, from the same searches, without writing a line in SAN (a guess
 * round's misses: a line costs more than the judgement, docs/engine.md). Null as judgeMove's.
 * `uci` must be legal in `fen`.
 */
export async function isGoodMove(
  search: Search,
  fen: string,
  uci: string,
): Promise<boolean | null> {
  const searched = await searchBoth(search, fen, uci)
  return searched && isGood(searched, uci)
}

/** The line a verdict keeps after the move: the move, the reply that punishes it, and more. */
export const LINE_PLIES = 8

type Searched = { free: SearchResult; bestUci: string; alone: SearchResult }

/** The free search, then the move's alone unless it is the best (the same search serves). */
async function searchBoth(search: Search, fen: string, uci: string): Promise<Searched | null> {
  const free = await search(fen)
  const bestUci = free.pv[0]
  if (!bestUci) return null
  return { free, bestUci, alone: bestUci === uci ? free : await search(fen, [uci]) }
}

/** The one measure (docs/product.md): the best move, or the chances falling by less than 0.1. */
const isGood = ({ free, bestUci, alone }: Searched, uci: string) =>
  bestUci === uci || isGoodByEngine(free.score, alone.score)
