import { EngineBusyError, type Search } from '@/shared/engine-judge'
import { EngineProcess } from './engine-process'

// The server's engines (docs/engine.md, "The server's engine"): GAMBIT_ENGINE_THREADS processes
// (default 1), each one search at a time, and a queue with a limit, so that a crowd of learners
// neither holds every core nor waits without end: past the limit a search is refused at once.

/** Searches waiting for an engine, per engine, before the next is refused (429). */
export const WAITING_PER_ENGINE = 8

type Engine = { search: Search; close(): void }

export type EnginePool = { search: Search; close(): void; waiting(): number }

export function enginePool({
  threads = 1,
  waitingPerEngine = WAITING_PER_ENGINE,
  make = () => new EngineProcess(),
}: { threads?: number; waitingPerEngine?: number; make?: () => Engine } = {}): EnginePool {
  const engines = Array.from({ length: Math.max(1, threads) }, make)
  const idle = [...engines]
  const queue: ((engine: Engine) => void)[] = []
  const limit = waitingPerEngine * engines.length
  const search: Search = async (fen, only) => {
    if (idle.length === 0 && queue.length >= limit) throw new EngineBusyError()
    const engine = idle.pop() ?? (await new Promise<Engine>((resolve) => queue.push(resolve)))
    try {
      return await engine.search(fen, only)
    } finally {
      const next = queue.shift()
      if (next) next(engine)
      else idle.push(engine)
    }
  }
  return {
    search,
    close: () => engines.forEach((engine) => engine.close()),
    waiting: () => queue.length,
  }
}

/** GAMBIT_ENGINE_THREADS as a count of engines: a whole number from 1, else 1. */
export function engineThreadsFrom(text: string | undefined): number {
  const count = Number(text)
  return Number.isInteger(count) && count >= 1 ? Math.min(count, 64) : 1
}
