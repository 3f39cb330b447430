import { EngineController, type UciWorker } from './engine-controller'

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

/** Tests stand a double speaking UCI in for Stockfish (testing/fake-engine.ts). */
export function setEngineWorker(start: (() => UciWorker) | null) {
  startWorker = start ?? startStockfish
  engine = null
}
