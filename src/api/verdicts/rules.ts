import { Chess } from 'chess.js'
import {
  EngineBusyError,
  isGoodMove,
  JUDGE_SEARCH_KEY,
  judgeMove,
  type Search,
  type SearchResult,
  type Verdict,
} from '@/shared/engine-judge'
import { epdOf } from '@/shared/lesson-rules'
import type { OfferedSearches } from '@/shared/verdicts'
import { messages } from '../messages'
import { DomainError, invalid } from '../refusals'
import type { Store } from '../store/port'

// The engine's judgement of a move (docs/product.md, "The engine's judgement in training"): one
// judge (shared/engine-judge.ts) over the searches this back end keeps by EPD and search. On a
// server the searches are its engine's, never a request's; in the browser, where the back end is
// the learner's own and has no engine, the page's (docs/decisions/039).

/** How long a learner told the engine is busy waits before asking again. */
const BUSY_RETRY_SECONDS = 2

/** Said when neither an engine nor a kept or offered search can judge a position. */
class NoSearch extends Error {}

/**
 * A search that reads the kept one first, and keeps what it searches: the back end's `engine`
 * when it has one, else the searches the page offered (in the browser only: a server passes none).
 */
function keptSearch(
  store: Store,
  engine: Search | undefined,
  offered?: OfferedSearches,
  read: Map<string, SearchResult | undefined> = new Map(),
): Search {
  return async (fen, only) => {
    const key = searchKey(fen, only)
    const kept = read.has(keyText(key))
      ? read.get(keyText(key))
      : await store.read((tx) => tx.engineSearch(key.epd, key.search, key.move))
    if (kept) return { score: kept.score, pv: kept.pv }
    const searched: SearchResult | undefined = engine
      ? await engine(fen, only).catch(busyAsRefusal)
      : only
        ? offered?.alone
        : offered?.free
    if (!searched) throw new NoSearch()
    await store.write((tx) => tx.keepEngineSearch({ ...key, ...searched }))
    return searched
  }
}

const searchKey = (fen: string, only?: readonly string[]) => ({
  epd: epdOf(fen),
  search: JUDGE_SEARCH_KEY,
  move: only?.join(' ') ?? '',
})
const keyText = ({ epd, search, move }: ReturnType<typeof searchKey>) => `${epd}|${search}|${move}`

const busyAsRefusal = (error: unknown): never => {
  if (error instanceof EngineBusyError)
    throw new DomainError('too-many', messages.engineBusy, BUSY_RETRY_SECONDS)
  throw error
}

/** The move in UCI when it is legal in `fen` (SAN or UCI given); a refusal names what is not. */
export function uciOf(fen: string, move: string): string {
  let board: Chess
  try {
    board = new Chess(fen)
  } catch {
    throw invalid(messages.verdictFenInvalid)
  }
  try {
    const played = board.move(move.trim(), { strict: false })
    if (played.san === '--') throw new Error('a null move')
    return `${played.from}${played.to}${played.promotion ?? ''}`
  } catch {
    throw invalid(messages.verdictMoveIllegal(move.trim()))
  }
}

/** Runs `judge` over this back end's searches; null when none can be had. */
async function judgedWith<T>(
  judge: (search: Search, fen: string, uci: string) => Promise<T | null>,
  search: Search,
  fen: string,
  move: string,
): Promise<T | null> {
  const uci = uciOf(fen, move)
  try {
    return await judge(search, fen, uci)
  } catch (error) {
    if (error instanceof NoSearch) return null
    throw error
  }
}

/**
 * The judge of this back end: a move's verdict, or null when no search can be had (the browser's
 * back end with nothing kept and nothing offered).
 */
export const verdicts =
  (store: Store, engine: Search | undefined) =>
  (fen: string, move: string, offered?: OfferedSearches): Promise<Verdict | null> =>
    judgedWith(judgeMove, keptSearch(store, engine, engine ? undefined : offered), fen, move)

/**
 * Whether each move is good by the engine (null: no search can be had), from the same searches
 * as a verdict's: every search kept read in one unit of work, the rest searched one at a time (a
 * guess round's misses: one read, not two a miss, while the database is shared, docs/engine.md).
 * A move the engine is too busy to judge is refused as the verdicts are (429).
 */
export async function goodness(
  store: Store,
  engine: Search | undefined,
  moves: readonly { fen: string; move: string }[],
): Promise<(boolean | null)[]> {
  const keys = moves.flatMap(({ fen, move }) => [
    searchKey(fen),
    searchKey(fen, [uciOf(fen, move)]),
  ])
  const read = new Map<string, SearchResult | undefined>()
  await store.read(async (tx) => {
    for (const key of keys)
      read.set(keyText(key), await tx.engineSearch(key.epd, key.search, key.move))
  })
  const search = keptSearch(store, engine, undefined, read)
  const judged: (boolean | null)[] = []
  for (const { fen, move } of moves) judged.push(await judgedWith(isGoodMove, search, fen, move))
  return judged
}
