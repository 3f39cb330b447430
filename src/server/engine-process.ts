import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'
import { UciSearcher, type StartEngine } from '@/shared/uci-searcher'

// The server's engine (docs/engine.md, "The server's engine"): Stockfish 19 lite, the page's own
// build, run by Node as a program of its own (a child process speaking UCI on its standard input
// and output; docs/decisions/038). Its single-threaded build refuses to load inside a worker
// thread, and a process keeps the GPL program apart from Gambit's, as in the browser.

/** The engine's file in the pinned package (resolved, never imported: decisions/038). */
const ENGINE_FILE = 'stockfish/bin/stockfish-19-lite-single.js'

/** A search that takes longer than this ends the process: the next search starts a new one. */
const SEARCH_LIMIT_MS = 10_000

const startProcess: StartEngine = (failed) => {
  const file = createRequire(import.meta.url).resolve(ENGINE_FILE)
  const child = spawn(process.execPath, [file], { stdio: 'pipe' })
  let heard: ((line: string) => void) | null = null
  createInterface({ input: child.stdout }).on('line', (line) => heard?.(line))
  child.on('error', failed)
  child.stdin.on('error', failed)
  child.on('exit', (code) => failed(new Error(`The engine stopped (exit code ${code}).`)))
  return {
    send: (command) => void child.stdin.write(`${command}\n`),
    listen: (onLine) => void (heard = onLine),
    close() {
      child.stdin.end('quit\n')
      setTimeout(() => child.kill(), 1000).unref()
    },
  }
}

/** One Stockfish process, one search at a time (the pool runs GAMBIT_ENGINE_THREADS of them). */
export class EngineProcess extends UciSearcher {
  constructor(limitMs = SEARCH_LIMIT_MS) {
    super(startProcess, limitMs)
  }
}
