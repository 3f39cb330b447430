import { afterAll, expect, test } from 'vitest'
import { createTestServer, GUEST } from '@/testing/test-server'
import { EngineProcess } from './engine-process'

// A guess round judged by the real engine on the server's stores (docs/engine.md), on moves far
// from the verdict's threshold: the demo lesson (1. d4 d5 2. c4 c6 3. Nf3 Nf6) as Black, 2... e6
// as good as 2... c6, 3... Bh3 a bishop given to gxh3.

const engine = new EngineProcess()
afterAll(() => engine.close())

test('Stockfish on the server counts 2... e6 "good by the engine" and leaves 3... Bh3 missed', async () => {
  const server = createTestServer({ engine: engine.search })
  const { token } = await server.login(GUEST)
  const answer = await server.call('POST', '/api/user/lessons/Eas20kFpAYw/guesses', {
    token,
    body: {
      round: {
        side: 'black',
        guesses: [
          { ply: 2, played: 'd5' },
          { ply: 4, played: 'e6' },
          { ply: 6, played: 'Bh3' },
        ],
      },
    },
  })
  expect(answer.status).toBe(201)
  expect(answer.body.last).toMatchObject({
    right: 2,
    total: 3,
    goodByEngine: [{ ply: 4, played: 'e6', expected: 'c6' }],
    missed: [{ ply: 6, played: 'Bh3', expected: 'Nf6' }],
  })
  const verdict = await server.call('POST', '/api/verdicts', {
    body: { fen: 'rnbqkbnr/pp2pppp/2p5/3p4/2PP4/5N2/PP2PPPP/RNBQKB1R b KQkq - 1 3', move: 'Bh3' },
  })
  expect(verdict.body.verdict).toMatchObject({ good: false, played: { san: 'Bh3' } })
  expect(verdict.body.verdict.played.line.slice(0, 2)).toEqual(['Bh3', 'gxh3'])
}, 60_000)
