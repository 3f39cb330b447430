import type { Search, SearchResult } from '@/shared/engine-judge'
import { epdOf } from '@/shared/lesson-rules'

// The contract's engine (docs/testing.md): a table of positions and what a search of each says,
// so that a verdict is the same on every store and every run. A position not in the table has no
// line (as a finished game has none): nothing is judged good there.

export type EngineTable = Record<
  string,
  { free: SearchResult; moves?: Record<string, SearchResult> }
>

export function tableEngine(table: EngineTable = {}) {
  /** Each search asked, as "EPD" or "EPD uci": a search kept is not asked again. */
  const asked: string[] = []
  const search: Search = async (fen, only) => {
    const epd = epdOf(fen)
    asked.push(only ? `${epd} ${only.join(' ')}` : epd)
    const entry = Object.entries(table).find(([position]) => epdOf(position) === epd)?.[1]
    if (!entry) return { score: { cp: 0 }, pv: [] }
    if (!only) return entry.free
    const move = only.join(' ')
    return entry.moves?.[move] ?? { score: { cp: -500 }, pv: [...only] }
  }
  return { search, asked }
}
