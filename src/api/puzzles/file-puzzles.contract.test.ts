import { expect, test } from 'vitest'
import { createTestServer, GUEST, shippedPuzzles } from '@/testing/test-server'
import shipped from 'virtual:shipped-puzzles'
import { filePuzzlesOf } from './file-puzzles'
import { puzzles } from './rules'
import { shippedPuzzleLoader } from './shipped'

// Until the shipped puzzles are stored, the file answers the themes and the next puzzle
// (./shipped.ts, ./file-puzzles.ts): on every store, its answers are the store's once loaded.

const FORK = '00BNd'

const QUERIES = [
  '',
  'themes=fork',
  'themes=fork,pin&difficulty=medium',
  'themes=mateIn1&difficulty=easier',
  'difficulty=harder',
  'opening=Sicilian_Defense',
  'opening=Sicilian_Defense&themes=fork',
  'opening=Semi-Slav_Defense',
  'themes=zugzwang&difficulty=harder',
]

/** Each query's first answer, then the next after it and after a puzzle of another filter. */
async function walk(call: (path: string) => Promise<{ status: number; body: unknown }>) {
  const answers: unknown[] = []
  for (const query of QUERIES) {
    const first = await call(`/api/puzzles/next?${query}`)
    expect(first.status).toBe(200)
    const { puzzle } = first.body as { puzzle: { _id: string } | null }
    answers.push(first.body)
    for (const after of [puzzle?._id, FORK, '00008'].filter(Boolean))
      answers.push((await call(`/api/puzzles/next?${query}&after=${after}`)).body)
  }
  answers.push((await call('/api/puzzles/themes')).body)
  return answers
}

test('the file answers the next puzzle, its count and the themes as the store does once loaded', async () => {
  const server = createTestServer()
  const call = (path: string) => server.call('GET', path)
  // Neither the themes nor a next puzzle begins the load: these are the file's answers.
  const meanwhile = await walk(call)
  await shippedPuzzleLoader(server.store, shippedPuzzles).loaded()
  expect(await walk(call)).toEqual(meanwhile)
})

test("the file's next puzzle skips the learner's solved ones, as the store's does", async () => {
  const server = createTestServer()
  const { token, user } = await server.login(GUEST)
  // Stored first (./shipped.ts), before the rest of the load.
  const solved = await server.call('POST', `/api/user/puzzles/${FORK}/attempts`, {
    token,
    body: { attempt: { moves: ['d5e7', 'e7c8'] } },
  })
  expect(solved).toMatchObject({ status: 201, body: { result: 'solved' } })
  const forks = { themes: ['fork'], min: 881, max: 881 }
  const file = filePuzzlesOf(shipped.puzzles)
  const fromFile = await puzzles(server.store).nextOfFile(file, forks, undefined, user._id)
  await shippedPuzzleLoader(server.store, shippedPuzzles).loaded()
  expect(await puzzles(server.store).next(forks, undefined, user._id)).toEqual(fromFile)
  const all = await puzzles(server.store).next(forks, undefined)
  // FORK (881) is the first of these in the stores' order, and skipped once solved.
  expect([all.puzzle?._id, fromFile.puzzle?._id === FORK]).toEqual([FORK, false])
  expect(fromFile.matching).toBe(all.matching)
})
