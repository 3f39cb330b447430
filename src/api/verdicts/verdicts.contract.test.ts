import { expect, test } from 'vitest'
import { EngineBusyError, type Search } from '@/shared/engine-judge'
import { createTestServer } from '@/testing/test-server'
import { tableEngine } from '@/testing/table-engine'

// docs/api.md, "Verdicts"; on every store, with the contract's engine (a table of positions:
// testing/table-engine.ts). After 1. e4 e5 2. Qh5 Nc6 3. Bc4, 3... g6 holds and 3... Nf6 is mated.

const SCHOLAR = 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3'
const TABLE = {
  [SCHOLAR]: {
    free: { score: { cp: 20 }, pv: ['g7g6', 'h5f3', 'g8f6'] },
    moves: {
      g8f6: { score: { mate: -1 }, pv: ['g8f6', 'h5f7'] },
      d8e7: { score: { cp: 5 }, pv: ['d8e7', 'g1f3'] },
    },
  },
}

const judge = (server: ReturnType<typeof createTestServer>, body: unknown) =>
  server.call('POST', '/api/verdicts', { body })

test('a move good by the engine is good; a losing one is not, with the line that punishes it', async () => {
  const server = createTestServer({ engine: tableEngine(TABLE).search })
  const good = await judge(server, { fen: SCHOLAR, move: 'Qe7' })
  expect(good.status).toBe(200)
  expect(good.body).toEqual({
    verdict: {
      good: true,
      best: { uci: 'g7g6', san: 'g6', score: { cp: 20 } },
      played: { uci: 'd8e7', san: 'Qe7', score: { cp: 5 }, line: ['Qe7', 'Nf3'] },
    },
  })
  const bad = await judge(server, { fen: SCHOLAR, move: 'g8f6' })
  expect(bad.body.verdict).toMatchObject({
    good: false,
    best: { san: 'g6' },
    played: { san: 'Nf6', score: { mate: -1 }, line: ['Nf6', 'Qxf7#'] },
  })
})

test('each search is kept by position and search: a second learner is answered without one', async () => {
  const engine = tableEngine(TABLE)
  const server = createTestServer({ engine: engine.search })
  await judge(server, { fen: SCHOLAR, move: 'Nf6' })
  expect(engine.asked).toHaveLength(2)
  // The same position at another move number: the same EPD.
  const again = await judge(server, { fen: SCHOLAR.replace(/ 3 3$/, ' 0 9'), move: 'Nf6' })
  expect(again.body.verdict).toMatchObject({ good: false })
  expect(engine.asked).toHaveLength(2)
  // Another move there: only its own search.
  await judge(server, { fen: SCHOLAR, move: 'Qe7' })
  expect(engine.asked).toHaveLength(3)
})

test('searches offered in the body are never taken where the back end has an engine', async () => {
  const server = createTestServer({ engine: tableEngine(TABLE).search })
  const forged = { score: { cp: 900 }, pv: ['g8f6'] }
  const answer = await judge(server, {
    fen: SCHOLAR,
    move: 'Nf6',
    searches: { free: forged, alone: forged },
    verdict: { good: true },
  })
  expect(answer.body.verdict).toMatchObject({ good: false, played: { score: { mate: -1 } } })
})

test('a position or move that is not legal is refused, naming it', async () => {
  const server = createTestServer({ engine: tableEngine(TABLE).search })
  const illegal = await judge(server, { fen: SCHOLAR, move: 'Ke6' })
  expect(illegal.status).toBe(400)
  expect(illegal.body.errors).toEqual(['Ke6 is not a legal move in this position.'])
  const noFen = await judge(server, { fen: 'not a position at all', move: 'e4' })
  expect(noFen.status).toBe(400)
  expect(noFen.body.errors).toEqual(['The position is not a legal FEN.'])
  const nullMove = await judge(server, { fen: SCHOLAR, move: '--' })
  expect(nullMove.status).toBe(400)
  const shapeless = await judge(server, { fen: SCHOLAR })
  expect(shapeless.status).toBe(400)
  expect(shapeless.body.errors[0]).toMatch(/move: Send \{fen, move\}/)
})

test('an engine whose queue is full answers 429 with when to ask again', async () => {
  const busy: Search = () => Promise.reject(new EngineBusyError())
  const server = createTestServer({ engine: busy })
  const answer = await judge(server, { fen: SCHOLAR, move: 'Nf6' })
  expect(answer.status).toBe(429)
  expect(answer.body.errors).toEqual(['The engine is busy; try again in a moment.'])
  expect(answer.retryAfter).toBe('2')
})
