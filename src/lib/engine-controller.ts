import { sanLine, whitesView } from '@/shared/engine-lines'
import { readBestMove, readInfo, type Score } from '@/shared/uci'

// The page's engine (docs/engine.md): one worker speaking UCI for every board of the page, one
// search at a time, its lines in SAN and its scores from White's view, told to React at most ten
// times a second, and the worker ended when no board has needed it for a minute.

/** What the controller needs of a worker: UCI text in and out (a test double speaks it too). */
export type UciWorker = {
  postMessage(command: string): void
  onmessage: ((event: { data: unknown }) => void) | null
  terminate(): void
}

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

export type EngineState = { fen: string | null; depth: number; lines: EngineLine[] }

const NOTHING: EngineState = { fen: null, depth: 0, lines: [] }

export class EngineController {
  private worker: UciWorker | null = null
  private state: EngineState = NOTHING
  private published: EngineState = NOTHING
  private listeners = new Set<() => void>()
  /** Searches sent (`go`) whose `bestmove` has not come: the lines of all but the last are old. */
  private searches = 0
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

  /** Searches `fen` with `lines` lines (1–3): the search before it is stopped at once. */
  analyse(fen: string, lines: 1 | 2 | 3) {
    this.clearIdle()
    const worker = this.ensureWorker()
    if (this.searches > 0) worker.postMessage('stop')
    if (lines !== this.multiPv) worker.postMessage(`setoption name MultiPV value ${lines}`)
    this.multiPv = lines
    worker.postMessage(`position fen ${fen}`)
    worker.postMessage('go infinite')
    this.searches += 1
    this.state = { fen, depth: 0, lines: [] }
    this.flushSoon()
  }

  /** No board needs a search: it stops, and the worker ends after a minute unless asked again. */
  stop() {
    if (this.worker && this.searches > 0) this.worker.postMessage('stop')
    this.clearIdle()
    this.idleTimer = setTimeout(() => {
      this.worker?.terminate()
      this.worker = null
      this.searches = 0
      this.multiPv = 0
    }, this.timing.idleMs)
  }

  private ensureWorker(): UciWorker {
    if (this.worker) return this.worker
    const worker = this.startWorker()
    worker.onmessage = ({ data }) => {
      if (typeof data === 'string') for (const line of data.split('\n')) this.heard(line)
    }
    worker.postMessage('uci')
    worker.postMessage('isready')
    this.worker = worker
    return worker
  }

  private heard(line: string) {
    if (readBestMove(line)) {
      this.searches = Math.max(0, this.searches - 1)
      return
    }
    const info = readInfo(line)
    const { fen } = this.state
    // A line of a search already stopped (its `bestmove` still to come) is not this position's.
    if (!info || !fen || this.searches !== 1 || info.bound) return
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
    this.state = { fen, depth, lines }
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
