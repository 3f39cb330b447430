import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'
import { JUDGE_SEARCH, type Search, type SearchResult } from '@/shared/engine-judge'
import { readBestMove, readInfo } from '@/shared/uci'

// The server's engine (docs/engine.md, "The server's engine"): Stockfish 19 lite, the page's own
// build, run by Node as a program of its own (a child process speaking UCI on its standard input
// and output; docs/decisions/038). Its single-threaded build refuses to load inside a worker
// thread, and a process keeps the GPL program apart from Gambit's, as in the browser.

/** The engine's file in the pinned package (resolved, never imported: decisions/038). */
const ENGINE_FILE = 'stockfish/bin/stockfish-19-lite-single.js'

/** A search that takes longer than this ends the process: the next search starts a new one. */
const SEARCH_LIMIT_MS = 10_000

export class EngineProcess {
  private child: ChildProcessWithoutNullStreams | null = null
  private heard: ((line: string) => void) | null = null
  /** One search at a time: each waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly limitMs = SEARCH_LIMIT_MS) {}

  /** Searches as the judge does (shared/engine-judge.ts), after the searches already asked. */
  search: Search = (fen, only) => {
    const run = this.queue.then(() => this.run(fen, only))
    this.queue = run.catch(() => undefined)
    return run
  }

  /** Ends the engine's process (the server's shutdown). */
  close() {
    const child = this.child
    this.child = null
    if (!child) return
    child.stdin.end('quit\n')
    setTimeout(() => child.kill(), 1000).unref()
  }

  private started(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child
    const file = createRequire(import.meta.url).resolve(ENGINE_FILE)
    const child = spawn(process.execPath, [file], { stdio: 'pipe' })
    createInterface({ input: child.stdout }).on('line', (line) => this.heard?.(line))
    child.on('exit', () => {
      if (this.child === child) this.child = null
    })
    child.stdin.write('uci\nisready\n')
    this.child = child
    return child
  }

  private run(fen: string, only?: readonly string[]): Promise<SearchResult> {
    const child = this.started()
    return new Promise((resolve, reject) => {
      let last: SearchResult | null = null
      const timer = setTimeout(() => {
        this.heard = null
        this.close()
        reject(new Error(`The engine did not answer within ${this.limitMs} ms.`))
      }, this.limitMs)
      this.heard = (line) => {
        const info = readInfo(line)
        if (info && info.multipv === 1 && !info.bound) last = { score: info.score, pv: info.pv }
        const end = readBestMove(line)
        if (!end) return
        clearTimeout(timer)
        this.heard = null
        // No line: the game is over on the board (mated, or no move).
        resolve(last ?? { score: { mate: 0 }, pv: end.best ? [end.best] : [] })
      }
      const limit = only?.length ? ` searchmoves ${only.join(' ')}` : ''
      child.stdin.write(`position fen ${fen}\ngo nodes ${JUDGE_SEARCH.nodes}${limit}\n`)
    })
  }
}
