import { expect, test } from 'vitest'
import { EngineBusyError, type SearchResult } from '@/shared/engine-judge'
import { enginePool, engineThreadsFrom } from './engine-pool'

// The server's engines (docs/engine.md, "The server's engine"): each one search at a time, a
// queue with a limit, and a refusal past it at once.

/** An engine whose searches end when the test says. */
function heldEngine() {
  const held: ((result: SearchResult) => void)[] = []
  return {
    held,
    search: () => new Promise<SearchResult>((resolve) => held.push(resolve)),
    close: () => undefined,
  }
}
const DONE: SearchResult = { score: { cp: 0 }, pv: ['e2e4'] }
const FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

test('each engine searches one position at a time; the rest wait, and past the limit are refused', async () => {
  const engines = [heldEngine(), heldEngine()]
  let made = 0
  const pool = enginePool({ threads: 2, waitingPerEngine: 1, make: () => engines[made++]! })
  const searches = [1, 2, 3, 4].map(() => pool.search(FEN))
  await Promise.resolve()
  expect(engines.map((engine) => engine.held.length)).toEqual([1, 1])
  expect(pool.waiting()).toBe(2)
  await expect(pool.search(FEN)).rejects.toBeInstanceOf(EngineBusyError)
  for (const engine of engines) engine.held.shift()!(DONE)
  await Promise.all(searches.slice(0, 2))
  await new Promise((resolve) => setTimeout(resolve))
  expect(pool.waiting()).toBe(0)
  for (const engine of engines) engine.held.shift()!(DONE)
  expect(await Promise.all(searches.slice(2))).toEqual([DONE, DONE])
})

test('GAMBIT_ENGINE_THREADS is a whole number from 1; anything else is 1', () => {
  expect(engineThreadsFrom(undefined)).toBe(1)
  expect(engineThreadsFrom('3')).toBe(3)
  expect(engineThreadsFrom('0')).toBe(1)
  expect(engineThreadsFrom('two')).toBe(1)
  expect(engineThreadsFrom('1.5')).toBe(1)
})
