import type { BoardGame } from '@/shared/board-game'
import type { Search, Verdict } from '@/shared/engine-judge'
import type { OfferedSearches } from '@/shared/verdicts'
import { call } from './api-client'

// The page's side of POST /api/verdicts (docs/engine.md, "The judge"; docs/decisions/039): the
// back end judges; the in-browser back end, which has no engine, answers null until the page
// offers its own searches, made by the same judge over the page's engine. Used by the guess,
// drill and puzzle modes, whose features never import each other: hence lib/. Its chess (and
// the engine) load when a move is first judged, not with the screen that may judge one.

/** A verdict with the position it judged a move in (its evaluations are that side's to move). */
export type JudgedMove = Verdict & { fen: string }

/**
 * The engine's verdict on `san` played where `game` leads; null when none can be had (no engine
 * here, the engine busy, the back end out of reach): the move then counts as the trainer's own
 * rules say.
 */
export async function askEngine(game: BoardGame, san: string): Promise<JudgedMove | null> {
  try {
    const [{ Chess }, { judgeMove }, { canRunEngine, pageSearch }] = await Promise.all([
      import('chess.js'),
      import('@/shared/engine-judge'),
      import('./page-engine'),
    ])
    const board = new Chess(game.startFen)
    for (const move of game.moves) board.move(move)
    const fen = board.fen()
    const played = board.move(san)
    const uci = `${played.from}${played.to}${played.promotion ?? ''}`
    const { verdict } = await call('POST /verdicts', { body: { fen, move: uci } })
    if (verdict || !canRunEngine()) return verdict && { ...verdict, fen }
    // The page's engine searches as the judge does, each search kept to offer.
    const made: Partial<OfferedSearches> = {}
    const search = pageSearch()
    const recorded: Search = async (at, only) => {
      const result = await search(at, only)
      if (only) made.alone = result
      else made.free = result
      return result
    }
    await judgeMove(recorded, fen, uci)
    if (!made.free) return null
    const searches = { free: made.free, alone: made.alone }
    const judged = (await call('POST /verdicts', { body: { fen, move: uci, searches } })).verdict
    return judged && { ...judged, fen }
  } catch {
    return null
  }
}
