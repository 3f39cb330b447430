import { expect, test } from 'vitest'
import { DomainError } from '../refusals'
import { inSlices } from '../in-slices'
import { oneAtATime } from './one-at-a-time'

// docs/performance.md, "No request stalls the server".

test("an account's work runs one request at a time, four waiting; past them 429; other accounts go on", async () => {
  const queue = oneAtATime()
  const started: string[] = []
  const releases: (() => void)[] = []
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name)
      releases.push(() => resolve(name))
    })
  const mine = Array.from({ length: 5 }, (_, n) => queue('ana', work(`ana ${n}`)))
  await expect(queue('ana', work('ana 5'))).rejects.toMatchObject({
    refusal: 'too-many',
    message: 'Your earlier requests are still being worked on: try again in a moment.',
  } satisfies Partial<DomainError>)
  const other = queue('bo', work('bo 0'))
  await Promise.resolve()
  expect(started).toEqual(['ana 0', 'bo 0'])
  for (let n = 0; n < 5; n++) {
    releases.shift()!()
    if (n === 0) releases.shift()!() // Bo's
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  expect(await Promise.all([...mine, other])).toEqual([
    'ana 0',
    'ana 1',
    'ana 2',
    'ana 3',
    'ana 4',
    'bo 0',
  ])
  expect(started).toEqual(['ana 0', 'bo 0', 'ana 1', 'ana 2', 'ana 3', 'ana 4'])
  // A refusal of one request does not hold the next.
  await expect(queue('ana', async () => Promise.reject(new Error('no')))).rejects.toThrow('no')
  expect(await queue('ana', async () => 'after')).toBe('after')
})

test('long work in slices gives other requests their turn between them', async () => {
  let otherRan = false
  setImmediate(() => (otherRan = true))
  const seen: boolean[] = []
  function* busy() {
    for (let step = 0; step < 40; step++) {
      const until = performance.now() + 1
      while (performance.now() < until) {
        // a millisecond of work, as a chess.js board's
      }
      seen.push(otherRan)
      yield
    }
    return 'done'
  }
  expect(await inSlices(busy())).toBe('done')
  expect(seen[0]).toBe(false)
  expect(seen.at(-1)).toBe(true)
})
