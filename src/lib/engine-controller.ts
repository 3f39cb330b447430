import { sanLine, whitesView } from '@/shared/engine-lines'
import { readBestMove, readInfo, type Score } from '@/shared/uci'

// The page's engine (docs/engine.md): one worker speaking UCI for every board of the page, one
// search at a time, its lines in SAN and its scores from White's view, told to React at most ten
// times a second, and the worker ended when no board has needed it for a minute.

/** What the controller needs of a worker: UCI text in and out (a test double speaks it too). */
export type UciWorker = {
  postMessage(command: string): void
  onmessage: ((event: { data: unknown }) => void) | null
  /** The worker could not load (its files missing, its WebAssembly refused). */
  onerror?: ((event: unknown) => void) | null
  terminate(): void
}

/**
 * How deep the page searches a position (docs/engine.md): Stockfish 19 lite reaches it in a few
 * seconds on a phone-class core, and the search then ends rather than spin the fan.
 */
export const ANALYSIS_DEPTH = 20

export type EngineLine = {
  /** 1 is the engine's best line. */
  rank: number
  depth: number
  /** From White's view: > 0 White is better, or mates. */
  score: Score
  /** Each move in SAN with the position it reaches; `uci` as the engine said them. */
  moves: { san: string; fen: string }[]
  uci: string[]
}

export type EngineState = {
  fen: string | null
  depth: number
  lines: EngineLine[]
  /** The search of `fen` has ended: what it says is its last word. */
  settled: boolean
  /** The engine could not start here. */
  failed: boolean
}
const NOTHING: EngineState = { fen: null, depth: 0, lines: [], settled: false, failed: false }

export class EngineController {
  private worker: UciWorker | null = null
  private state: EngineState = NOTHING
  private published: EngineState = NOTHING
  private listeners = new Set<() => void>()
  /** A search sent (`go`) whose `bestmove` has not come. */
  private running = false
  /** `stop` sent to the running search. */
  private stopping = false
  /** The search asked while one still runs: it starts at the running one's `bestmove`. */
  private next: { fen: string; lines: 1 | 2 | 3 } | null = null
  private multiPv = 0
  private flushTimer: ReturnType<typeof setTimeout> | null = null
  private idleTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly startWorker: () => UciWorker,
    private readonly timing = { updateMs: 100, idleMs: 60_000 },
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getState = () => this.published

  /**
   * Searches `fen` with `lines` lines (1–3): a search still running is stopped at once, and this
   * one starts when the engine has answered it (UCI allows no new option or position mid-search:
   * Stockfish's WebAssembly build traps on one).
   */
  analyse(fen: string, lines: 1 | 2 | 3) {
    this.clearIdle()
    this.ensureWorker()
    this.state = { ...NOTHING, fen, failed: this.state.failed }
    this.flushSoon()
    if (!this.running) return this.start(fen, lines)
    this.next = { fen, lines }
    this.stopRunning()
  }

  /** No board needs a search: it stops, and the worker ends after a minute unless asked again. */
  stop() {
    this.next = null
    this.stopRunning()
    this.clearIdle()
    this.idleTimer = setTimeout(() => {
      this.worker?.terminate()
      this.worker = null
      this.running = this.stopping = false
      this.multiPv = 0
    }, this.timing.idleMs)
  }

  private start(fen: string, lines: 1 | 2 | 3) {
    const worker = this.worker!
    if (lines !== this.multiPv) worker.postMessage(`setoption name MultiPV value ${lines}`)
    this.multiPv = lines
    worker.postMessage(`position fen ${fen}`)
    worker.postMessage(`go depth ${ANALYSIS_DEPTH}`)
    this.running = true
  }

  private stopRunning() {
    if (!this.running || this.stopping) return
    this.worker?.postMessage('stop')
    this.stopping = true
  }

  private ensureWorker(): UciWorker {
    if (this.worker) return this.worker
    const worker = this.startWorker()
    worker.onmessage = ({ data }) => {
      if (typeof data === 'string') for (const line of data.split('\n')) this.heard(line)
    }
    worker.onerror = () => {
      this.state = { ...this.state, failed: true }
      this.flushSoon()
    }
    worker.postMessage('uci')
    worker.postMessage('isready')
    this.worker = worker
    return worker
  }

  private heard(line: string) {
    if (readBestMove(line)) {
      this.running = this.stopping = false
      const next = this.next
      this.next = null
      if (next) this.start(next.fen, next.lines)
      else if (this.state.fen) {
        // The search's end: its lines are settled (a screen reader hears them now).
        this.state = { ...this.state, settled: true }
        this.flushSoon()
      }
      return
    }
    const info = readInfo(line)
    const { fen } = this.state
    // A line of a search stopped (its `bestmove` still to come) is not this position's.
    if (!info || !fen || this.stopping || !this.running || info.bound) return
    const read: EngineLine = {
      rank: info.multipv,
      depth: info.depth,
      score: whitesView(info.score, fen),
      moves: sanLine(fen, info.pv),
      uci: info.pv,
    }
    const lines = [...this.state.lines.filter((kept) => kept.rank !== info.multipv), read]
    lines.sort((a, b) => a.rank - b.rank)
    const depth = info.multipv === 1 ? info.depth : this.state.depth
    this.state = { ...this.state, depth, lines }
    this.flushSoon()
  }

  /** At most one update each `updateMs`: a search says dozens of lines a second. */
  private flushSoon() {
    if (this.flushTimer) return
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null
      this.published = this.state
      for (const listener of this.listeners) listener()
    }, this.timing.updateMs)
  }

  private clearIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = null
  }
}
