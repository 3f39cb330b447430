import { JUDGE_SEARCH, type Search, type SearchResult } from './engine-judge'
import { readBestMove, readInfo } from './uci'
import type { EngineLevel } from './engine-levels'

// The judge's searches over any UCI engine (docs/engine.md, "The judge"): the server's engine as
// a child process, the page's as a Web Worker. One search at a time (each waits for the one
// before); a search that outlasts its limit, or an engine that fails, ends the engine: the next
// search starts another.

/** An engine started: what it is told, who hears what it says, and its end. */
export type UciPort = {
  send(command: string): void
  listen(heard: ((line: string) => void) | null): void
  close(): void
}

/** Starts an engine; it calls `failed` if the engine cannot start or stops on its own. */
export type StartEngine = (failed: (error: Error) => void) => UciPort

export class UciSearcher {
  private port: UciPort | null = null
  private queue: Promise<unknown> = Promise.resolve()
  /** Ends the search under way with an error. */
  private failSearch: ((error: Error) => void) | null = null
  private asked = 0
  private idleTimer: ReturnType<typeof setTimeout> | undefined

  /** `idleMs`: the engine ends when no search has been asked for that long (a page's). */
  constructor(
    private readonly start: StartEngine,
    private readonly limitMs: number,
    private readonly idleMs?: number,
  ) {}

  /** Searches as the judge does (./engine-judge.ts), after the searches already asked. */
  search: Search = (fen, only) => {
    const limit = only?.length ? ` searchmoves ${only.join(' ')}` : ''
    return this.queued(() => this.run(fen, `go nodes ${JUDGE_SEARCH.nodes}${limit}`)).then(
      ({ line }) => line,
    )
  }

  /**
   * The engine's move at a level (./engine-levels.ts): its skill set before the search (never
   * during one: decisions/038), then a search as deep and as long as the level allows. Null when
   * the position has no move. An engine that plays should not judge: its skill stays set.
   */
  play = (fen: string, { skill, depth, movetimeMs }: EngineLevel): Promise<string | null> =>
    this.queued(() =>
      this.run(fen, `go depth ${depth} movetime ${movetimeMs}`, [
        `setoption name Skill Level value ${skill}`,
      ]),
    ).then(({ best }) => best)

  /** After the work already asked, one at a time; the idle limit starts when none is left. */
  private queued<T>(work: () => Promise<T>): Promise<T> {
    clearTimeout(this.idleTimer)
    this.asked++
    const run = this.queue.then(work)
    this.queue = run
      .catch(() => undefined)
      .finally(() => {
        if (--this.asked === 0 && this.idleMs !== undefined)
          this.idleTimer = setTimeout(() => this.close(), this.idleMs)
      })
    return run
  }

  /** Ends the engine (a server's stop, a page that no longer needs it). */
  close() {
    this.port?.listen(null)
    this.port?.close()
    this.port = null
  }

  private started(): UciPort {
    if (this.port) return this.port
    const port = this.start((error) => {
      if (this.port !== port) return
      this.port = null
      this.failSearch?.(error)
    })
    port.send('uci')
    port.send('isready')
    this.port = port
    return port
  }

  private run(
    fen: string,
    go: string,
    before: readonly string[] = [],
  ): Promise<{ line: SearchResult; best: string | null }> {
    const port = this.started()
    return new Promise((resolve, reject) => {
      let last: SearchResult | null = null
      const end = (error: Error) => {
        clearTimeout(timer)
        this.failSearch = null
        this.close()
        reject(error)
      }
      this.failSearch = end
      const timer = setTimeout(
        () => end(new Error(`The engine did not answer within ${this.limitMs} ms.`)),
        this.limitMs,
      )
      port.listen((heard) => {
        const info = readInfo(heard)
        if (info && info.multipv === 1 && !info.bound) last = { score: info.score, pv: info.pv }
        const said = readBestMove(heard)
        if (!said) return
        clearTimeout(timer)
        this.failSearch = null
        port.listen(null)
        // No line: the game is over on the board (mated, or no move).
        const line = last ?? { score: { mate: 0 }, pv: said.best ? [said.best] : [] }
        resolve({ line, best: said.best })
      })
      for (const command of before) port.send(command)
      port.send(`position fen ${fen}`)
      port.send(go)
    })
  }
}
