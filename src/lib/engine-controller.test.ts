import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { START_FEN } from '@/shared/fen'
import { EngineController, type UciWorker } from './engine-controller'

// The page's engine with a test double speaking UCI as Stockfish does (docs/engine.md).

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'

class FakeEngine implements UciWorker {
  heard: string[] = []
  ended = false
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  postMessage(command: string) {
    this.heard.push(command)
  }
  terminate() {
    this.ended = true
  }
  say(...lines: string[]) {
    for (const line of lines) this.onmessage?.({ data: line })
  }
}

let workers: FakeEngine[] = []
const engine = () => new EngineController(() => workers[workers.push(new FakeEngine()) - 1]!)
beforeEach(() => {
  vi.useFakeTimers()
  workers = []
})
afterEach(() => vi.useRealTimers())

test('one worker; a position searched with its lines in SAN and scores from White’s view', () => {
  const controller = engine()
  controller.analyse(AFTER_E4, 2)
  const [worker] = workers
  expect(worker!.heard).toEqual([
    'uci',
    'isready',
    'setoption name MultiPV value 2',
    `position fen ${AFTER_E4}`,
    'go depth 20',
  ])
  // Black to move: +30 for Black is −0.30 from White's view; the second line is listed second.
  worker!.say(
    'info depth 10 multipv 2 score cp 10 nodes 900 pv c7c5 g1f3',
    'info depth 10 multipv 1 score cp 30 nodes 900 pv e7e5 g1f3 b8c6',
  )
  vi.advanceTimersByTime(100)
  const { depth, lines, fen } = controller.getState()
  expect({ fen, depth }).toEqual({ fen: AFTER_E4, depth: 10 })
  expect(lines.map(({ rank, score }) => [rank, score])).toEqual([
    [1, { cp: -30 }],
    [2, { cp: -10 }],
  ])
  expect(lines[0]!.moves.map(({ san }) => san)).toEqual(['e5', 'Nf3', 'Nc6'])
  expect(workers).toHaveLength(1)
})

test('a new position stops the search at once and starts at its end; the old search’s lines are not the new one’s', () => {
  const controller = engine()
  controller.analyse(START_FEN, 1)
  const worker = workers[0]!
  worker.heard = []
  controller.analyse(AFTER_E4, 2)
  // Nothing else mid-search: Stockfish's WebAssembly build traps on an option set while it thinks.
  expect(worker.heard).toEqual(['stop'])
  // A third position before the engine has answered: one `stop`, and only the last is searched.
  controller.analyse(START_FEN, 2)
  controller.analyse(AFTER_E4, 2)
  expect(worker.heard).toEqual(['stop'])
  // Said before the stopped search's bestmove: the start's line, not this position's.
  worker.say('info depth 18 multipv 1 score cp 25 pv e2e4 e7e5')
  vi.advanceTimersByTime(100)
  expect(controller.getState()).toMatchObject({ fen: AFTER_E4, lines: [] })
  worker.say('bestmove e2e4 ponder e7e5')
  expect(worker.heard).toEqual([
    'stop',
    'setoption name MultiPV value 2',
    `position fen ${AFTER_E4}`,
    'go depth 20',
  ])
  worker.say('info depth 1 multipv 1 score cp 40 pv e7e5')
  vi.advanceTimersByTime(100)
  expect(controller.getState().lines[0]).toMatchObject({ score: { cp: -40 }, uci: ['e7e5'] })
  // The stopped search's end settles nothing; this one's end does.
  expect(controller.getState().settled).toBe(false)
  worker.say('bestmove e7e5')
  vi.advanceTimersByTime(100)
  expect(controller.getState()).toMatchObject({ fen: AFTER_E4, settled: true })
})

test('an engine that cannot load says so', () => {
  const controller = engine()
  controller.analyse(START_FEN, 1)
  workers[0]!.onerror?.(new Event('error'))
  vi.advanceTimersByTime(100)
  expect(controller.getState().failed).toBe(true)
})

test('a mate for the side to move is a mate for Black from White’s view when Black moves', () => {
  const controller = engine()
  // 1. f3 e5 2. g4: Black mates at once.
  controller.analyse('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', 1)
  workers[0]!.say('info depth 1 multipv 1 score mate 1 pv d8h4', 'bestmove d8h4')
  vi.advanceTimersByTime(100)
  const [best] = controller.getState().lines
  expect(best).toMatchObject({ score: { mate: -1 } })
  expect(best!.moves.map(({ san }) => san)).toEqual(['Qh4#'])
})

test('React hears of a search at most ten times a second', () => {
  const controller = engine()
  const told = vi.fn()
  controller.subscribe(told)
  controller.analyse(START_FEN, 1)
  for (let depth = 1; depth <= 40; depth++)
    workers[0]!.say(`info depth ${depth} multipv 1 score cp ${depth} pv e2e4`)
  vi.advanceTimersByTime(100)
  expect(told).toHaveBeenCalledTimes(1)
  expect(controller.getState().depth).toBe(40)
  vi.advanceTimersByTime(1000)
  expect(told).toHaveBeenCalledTimes(1)
})

test('the worker ends when no board has needed it for a minute, and starts again when asked', () => {
  const controller = engine()
  controller.analyse(START_FEN, 3)
  controller.stop()
  expect(workers[0]!.heard.at(-1)).toBe('stop')
  vi.advanceTimersByTime(59_000)
  controller.analyse(START_FEN, 3)
  controller.stop()
  vi.advanceTimersByTime(59_000)
  expect(workers[0]!.ended).toBe(false)
  vi.advanceTimersByTime(1_000)
  expect(workers[0]!.ended).toBe(true)
  controller.analyse(START_FEN, 1)
  expect(workers).toHaveLength(2)
  expect(workers[1]!.heard.slice(0, 3)).toEqual([
    'uci',
    'isready',
    'setoption name MultiPV value 1',
  ])
})
