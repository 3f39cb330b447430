import { afterEach, expect, test, vi } from 'vitest'
import { UciSearcher, type StartEngine } from './uci-searcher'
import { ENGINE_LEVELS, engineLevel } from './engine-levels'

// The judge's searches over a UCI engine (docs/engine.md, "The judge"), with an engine double
// that answers each `go` at once, or never, or fails.

const FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

function engineDouble(answer: 'at once' | 'never' = 'at once') {
  const started: { sent: string[]; closed: boolean; fail: (error: Error) => void }[] = []
  const start: StartEngine = (failed) => {
    let heard: ((line: string) => void) | null = null
    const engine = { sent: [] as string[], closed: false, fail: failed }
    started.push(engine)
    return {
      send(command) {
        engine.sent.push(command)
        if (answer === 'at once' && command.startsWith('go '))
          queueMicrotask(() => {
            heard?.('info depth 12 seldepth 14 multipv 1 score cp 31 nodes 100000 pv e2e4 e7e5')
            heard?.('bestmove e2e4 ponder e7e5')
          })
      },
      listen: (onLine) => void (heard = onLine),
      close: () => void (engine.closed = true),
    }
  }
  return { start, started }
}

afterEach(() => vi.useRealTimers())

test('a search says the position, the nodes and the moves it is limited to; its last line is the result', async () => {
  const { start, started } = engineDouble()
  const searcher = new UciSearcher(start, 1000)
  expect(await searcher.search(FEN, ['e2e4'])).toEqual({ score: { cp: 31 }, pv: ['e2e4', 'e7e5'] })
  expect(started[0]!.sent).toEqual([
    'uci',
    'isready',
    `position fen ${FEN}`,
    'go nodes 100000 searchmoves e2e4',
  ])
})

test('a search past its limit ends the engine; the next search starts another', async () => {
  vi.useFakeTimers()
  const { start, started } = engineDouble('never')
  const searcher = new UciSearcher(start, 1000)
  const late = searcher.search(FEN)
  const failed = expect(late).rejects.toThrow('The engine did not answer within 1000 ms.')
  await vi.advanceTimersByTimeAsync(1000)
  await failed
  expect(started[0]!.closed).toBe(true)
  void searcher.search(FEN).catch(() => undefined)
  await vi.advanceTimersByTimeAsync(0)
  expect(started).toHaveLength(2)
})

test('an engine that fails ends its search at once', async () => {
  const { start, started } = engineDouble('never')
  const searcher = new UciSearcher(start, 60_000)
  const search = searcher.search(FEN)
  await new Promise((resolve) => setTimeout(resolve))
  started[0]!.fail(new Error('The engine could not start here.'))
  await expect(search).rejects.toThrow('The engine could not start here.')
})

test('with an idle limit the engine ends once no search has been asked for that long', async () => {
  vi.useFakeTimers()
  const { start, started } = engineDouble()
  const searcher = new UciSearcher(start, 1000, 60_000)
  await searcher.search(FEN)
  await vi.advanceTimersByTimeAsync(59_000)
  expect(started[0]!.closed).toBe(false)
  await searcher.search(FEN)
  await vi.advanceTimersByTimeAsync(59_000)
  expect(started[0]!.closed).toBe(false)
  await vi.advanceTimersByTimeAsync(1_000)
  expect(started[0]!.closed).toBe(true)
})

test('a move at a level sets the skill first, then searches as deep and as long as it allows', async () => {
  const { start, started } = engineDouble()
  const searcher = new UciSearcher(start, 1000)
  expect(await searcher.play(FEN, engineLevel(3))).toBe('e2e4')
  expect(started[0]!.sent.slice(2)).toEqual([
    'setoption name Skill Level value 4',
    `position fen ${FEN}`,
    'go depth 3 movetime 150',
  ])
  expect(engineLevel(0)).toEqual(ENGINE_LEVELS[0])
  expect(engineLevel(12)).toEqual(ENGINE_LEVELS[7])
  // Each level at least as strong as the one before, in every respect.
  for (const [index, level] of ENGINE_LEVELS.entries())
    if (index > 0)
      for (const key of ['skill', 'depth', 'movetimeMs'] as const)
        expect(level[key]).toBeGreaterThan(ENGINE_LEVELS[index - 1]![key])
})
