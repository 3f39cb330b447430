import { Chess } from 'chess.js'
import { judgeMove, type Search, type Verdict } from '@/shared/engine-judge'
import type { OfferedSearches } from '@/shared/verdicts'
import { call } from './api-client'
import { canRunEngine, pageSearch } from './page-engine'

// The page's side of POST /api/verdicts (docs/engine.md, "The judge"; docs/decisions/039): the
// back end judges; the in-browser back end, which has no engine, answers null until the page
// offers its own searches, made by the same judge over the page's engine. Used by the guess,
// drill and puzzle modes, whose features never import each other: hence lib/.

/** The move in UCI when it is legal in `fen` (SAN given). */
function uciOf(fen: string, san: string): string | undefined {
  try {
    const move = new Chess(fen).move(san)
    return `${move.from}${move.to}${move.promotion ?? ''}`
  } catch {
    return undefined
  }
}

/**
 * The engine's verdict on `san` played in `fen`, as the back end gives it; null when none can be
 * had (no engine here, the engine busy, the back end out of reach): the move then counts as the
 * trainer's rules say without the engine.
 */
export async function askEngine(fen: string, san: string): Promise<Verdict | null> {
  const uci = uciOf(fen, san)
  if (!uci) return null
  try {
    const { verdict } = await call('POST /verdicts', { body: { fen, move: uci } })
    if (verdict || !canRunEngine()) return verdict
    const searches = await pageSearches(fen, uci)
    return (await call('POST /verdicts', { body: { fen, move: uci, searches } })).verdict
  } catch {
    return null
  }
}

/** The page's engine searches the position as the judge does, each search kept to offer. */
async function pageSearches(fen: string, uci: string): Promise<OfferedSearches> {
  const made: Partial<OfferedSearches> = {}
  const search = pageSearch()
  const recorded: Search = async (at, only) => {
    const result = await search(at, only)
    if (only) made.alone = result
    else made.free = result
    return result
  }
  await judgeMove(recorded, fen, uci)
  if (!made.free) throw new Error('The page’s engine found no move here.')
  return { free: made.free, alone: made.alone }
}
