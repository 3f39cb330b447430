import { useEffect, useState, useSyncExternalStore } from 'react'
import type { BoardController } from '@/lib/board-controller'
import type { EngineState } from '@/lib/engine-controller'
import { canRunEngine, pageEngine } from '@/lib/page-engine'
import { useStoredChoice } from '@/lib/use-stored-choice'

// "Analysis" and "Lines", remembered on this device (docs/product.md, "An engine on every board").
const ANALYSIS_KEY = 'GAMBIT_ANALYSIS'
const LINES_KEY = 'GAMBIT_ENGINE_LINES'
export type LineCount = 1 | 2 | 3
const isLineCount = (value: unknown): value is LineCount =>
  value === 1 || value === 2 || value === 3

const NO_ENGINE = { subscribe: () => () => undefined, getState: () => null }

/**
 * A board's analysis: whether it is on, why it is off, and the page engine's search of the
 * position on the board (docs/engine.md). The engine starts only when analysis is first on, and
 * searches nothing while a question waits for its answer.
 */
export function useAnalysis(controller: BoardController, fen: string) {
  const [storedOn, setStoredOn] = useStoredChoice(
    ANALYSIS_KEY,
    (value): value is boolean => typeof value === 'boolean',
    false,
  )
  // /analysis opens with the analysis on; its switch there is the page's, not the device's.
  const [pageOn, setPageOn] = useState(true)
  const ownSwitch = controller.view.mode === 'analysis'
  const [on, setOn] = ownSwitch ? [pageOn, setPageOn] : [storedOn, setStoredOn]
  const [lineCount, setLineCount] = useStoredChoice(LINES_KEY, isLineCount, 3)
  const supported = canRunEngine()
  const { answerDue } = controller.view
  const searching = on && supported && !answerDue
  useEffect(() => {
    if (!searching) return
    const engine = pageEngine()
    engine.analyse(fen, lineCount)
    return () => engine.stop()
  }, [searching, fen, lineCount])
  const source = searching ? pageEngine() : NO_ENGINE
  const state: EngineState | null = useSyncExternalStore(
    source.subscribe,
    source.getState,
    source.getState,
  )
  return {
    on,
    setOn,
    lineCount,
    setLineCount,
    supported,
    answerDue,
    /** The search of this position, once the engine speaks of it. */
    search: searching && state?.fen === fen ? state : null,
  }
}

export type Analysis = ReturnType<typeof useAnalysis>
