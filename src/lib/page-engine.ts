import { EngineController, type UciWorker } from './engine-controller'
import { UciSearcher } from '@/shared/uci-searcher'
import type { Search } from '@/shared/engine-judge'

// The page's one engine (docs/engine.md): Stockfish's loader, copied into the build's engine/
// folder beside Gambit's chunks and never bundled into them (build/engine-plugin.ts,
// docs/decisions/038), started as a Web Worker the first time a board turns analysis on.

/** The engine's loader in the build; it fetches the .wasm of the same name beside it. */
export const ENGINE_URL = '/engine/stockfish-19-lite-single.js'

const startStockfish = (): UciWorker => new Worker(ENGINE_URL) as unknown as UciWorker

let startWorker = startStockfish
let engine: EngineController | null = null

/** The page's engine, shared by every board on it; made when a board first needs it. */
export function pageEngine(): EngineController {
  engine ??= new EngineController(startWorker)
  return engine
}

/**
 * Stockfish runs as WebAssembly in a worker: a browser without either cannot analyse (a test's
 * double needs neither).
 */
export const canRunEngine = (): boolean =>
  startWorker !== startStockfish ||
  (typeof WebAssembly === 'object' && typeof Worker === 'function')

/** A judge's search, or a level's move, may wait for the engine to load (1.8 MB) on a slow line. */
const LOAD_LIMIT_MS = 30_000
/** The judge's and the player's workers end after a minute without a question, as the analysis's. */
const IDLE_MS = 60_000

/** A worker of its own, spoken to one search at a time (shared/uci-searcher.ts). */
const workerSearcher = () =>
  new UciSearcher(
    (failed) => {
      const worker = startWorker()
      worker.onerror = () => failed(new Error('The engine could not start here.'))
      return {
        send: (command) => worker.postMessage(command),
        listen(heard) {
          worker.onmessage = heard ? (event) => heard(String(event.data)) : null
        },
        close: () => worker.terminate(),
      }
    },
    LOAD_LIMIT_MS,
    IDLE_MS,
  )

let judge: UciSearcher | null = null
let player: UciSearcher | null = null

/**
 * The page's judge's searches (docs/decisions/039): a worker of its own beside the analysis's, so
 * that a verdict never waits for a board's analysis nor stops it; made at the first verdict the
 * page's back end asks the page for (the in-browser back end has no engine).
 */
export function pageSearch(): Search {
  judge ??= workerSearcher()
  return judge.search
}

/**
 * The engine a learner plays against on /play (docs/engine.md, "Levels"): a third worker, since
 * a level's weakened skill stays set in it and must never judge; its replies never wait for the
 * analysis or a verdict.
 */
export function pagePlayer(): UciSearcher['play'] {
  player ??= workerSearcher()
  return player.play
}

/** Tests stand a double speaking UCI in for Stockfish (testing/fake-engine.ts). */
export function setEngineWorker(start: (() => UciWorker) | null) {
  startWorker = start ?? startStockfish
  engine = null
  judge?.close()
  player?.close()
  judge = player = null
}
