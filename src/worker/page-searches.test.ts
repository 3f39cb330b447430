import { expect, test } from 'vitest'
import { createBrowserTestServer, GUEST } from '@/testing/test-server'

// The in-browser back end has no engine: it takes the page's searches, the learner's own back
// end judging the learner's own training (docs/decisions/039), with the one judge.

const AFTER_D4_D5_C4 = 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2'
const FREE = { score: { cp: -35 }, pv: ['c7c6', 'g1f3'] }
const E6_ALONE = { score: { cp: -40 }, pv: ['e7e6', 'b1c3'] }

test('without an engine it asks for the page’s searches, judges with them, and keeps them', async () => {
  const server = createBrowserTestServer()
  const judge = (body: unknown) => server.call('POST', '/api/verdicts', { body })
  const unasked = await judge({ fen: AFTER_D4_D5_C4, move: 'e6' })
  expect(unasked).toMatchObject({ status: 200, body: { verdict: null } })
  const offered = await judge({
    fen: AFTER_D4_D5_C4,
    move: 'e6',
    searches: { free: FREE, alone: E6_ALONE },
  })
  expect(offered.body.verdict).toMatchObject({
    good: true,
    best: { san: 'c6' },
    played: { san: 'e6', line: ['e6', 'Nc3'] },
  })
  expect(await server.countRecords('engineSearches')).toBe(2)
  // Kept: the round judged later reads them, with nothing offered.
  const { token } = await server.login(GUEST)
  const round = await server.call('POST', '/api/user/lessons/Eas20kFpAYw/guesses', {
    token,
    body: { round: { side: 'black', guesses: [{ ply: 4, played: 'e6' }] } },
  })
  expect(round.body.last).toMatchObject({ right: 1, goodByEngine: [{ played: 'e6' }] })
})
