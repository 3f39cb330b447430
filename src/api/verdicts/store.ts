import type { SearchResult } from '@/shared/engine-judge'

/**
 * One search of a position kept (docs/engine.md, "Verdicts kept"): by the position's EPD, the
 * search's settings (JUDGE_SEARCH_KEY) and the move it was limited to ('' for the free search).
 * A verdict is made from two of them, so a position many learners meet is searched once, and a
 * second move in it once more.
 */
export type EngineSearchRecord = SearchResult & { epd: string; search: string; move: string }

/** The engine's searches kept: what each adapter's verdicts module implements. */
export interface VerdictsTx {
  engineSearch(epd: string, search: string, move: string): Promise<EngineSearchRecord | undefined>
  /** Keeps a search; one already kept for the same key stays (the first search of it wins). */
  keepEngineSearch(record: EngineSearchRecord): Promise<void>
}
