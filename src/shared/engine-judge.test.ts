import { expect, test } from 'vitest'
import { isGoodMove, judgeMove, type Search, type SearchResult } from './engine-judge'

// The one judge (docs/engine.md) with a search that answers from a table, as the contract's fake
// engine does.

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

function tableSearch(table: Record<string, SearchResult>) {
  const asked: string[] = []
  const search: Search = async (fen, only) => {
    const key = only ? `${fen} ${only.join(' ')}` : fen
    asked.push(only ? only.join(' ') : 'free')
    const found = table[key]
    if (!found) throw new Error(`no line for ${key}`)
    return found
  }
  return { search, asked }
}

test('the best move is good with one search; its line is the search’s', async () => {
  const { search, asked } = tableSearch({ [START]: { score: { cp: 30 }, pv: ['e2e4', 'e7e5'] } })
  const verdict = await judgeMove(search, START, 'e2e4')
  expect(verdict).toEqual({
    good: true,
    best: { uci: 'e2e4', san: 'e4', score: { cp: 30 } },
    played: { uci: 'e2e4', san: 'e4', score: { cp: 30 }, line: ['e4', 'e5'] },
  })
  expect(asked).toEqual(['free'])
})

test('another move is good when the winning chances fall by less than 0.1, and not past it', async () => {
  const { search } = tableSearch({
    [START]: { score: { cp: 30 }, pv: ['e2e4'] },
    [`${START} d2d4`]: { score: { cp: 25 }, pv: ['d2d4', 'd7d5'] },
    [`${START} f2f3`]: { score: { cp: -80 }, pv: ['f2f3', 'e7e5'] },
  })
  expect(await judgeMove(search, START, 'd2d4')).toMatchObject({
    good: true,
    played: { san: 'd4', score: { cp: 25 }, line: ['d4', 'd5'] },
  })
  // +0.30 → −0.80: about 0.2 of winning chances lost, an inaccuracy at least.
  expect(await judgeMove(search, START, 'f2f3')).toMatchObject({
    good: false,
    best: { san: 'e4' },
    played: { san: 'f3', line: ['f3', 'e5'] },
  })
})

test('a mate counts as all the chances: missing it for +9 is good by the measure, for +1 not', async () => {
  const fen = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'
  const { search } = tableSearch({
    [fen]: { score: { mate: 1 }, pv: ['a1a8'] },
    [`${fen} a1a7`]: { score: { cp: 900 }, pv: ['a1a7'] },
    [`${fen} g1f1`]: { score: { cp: 100 }, pv: ['g1f1'] },
  })
  expect(await judgeMove(search, fen, 'a1a7')).toMatchObject({ good: true })
  expect(await judgeMove(search, fen, 'g1f1')).toMatchObject({ good: false, best: { san: 'Ra8#' } })
  // An illegal move is no verdict.
  expect(await judgeMove(search, fen, 'e2e4')).toBeNull()
})

test('a verdict keeps the first 8 plies of the line; isGoodMove says the same good, from the same searches', async () => {
  const long = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6']
  const { search, asked } = tableSearch({
    [START]: { score: { cp: 30 }, pv: ['e2e4'] },
    [`${START} g1f3`]: { score: { cp: 20 }, pv: long },
    [`${START} a2a4`]: { score: { cp: -90 }, pv: ['a2a4', 'e7e5'] },
  })
  const verdict = await judgeMove(search, START, 'g1f3')
  expect(verdict?.played.line).toEqual(['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'])
  expect(await isGoodMove(search, START, 'g1f3')).toBe(true)
  expect(await isGoodMove(search, START, 'a2a4')).toBe(false)
  expect(await isGoodMove(search, START, 'e2e4')).toBe(true)
  expect(asked).toEqual(['free', 'g1f3', 'free', 'g1f3', 'free', 'a2a4', 'free'])
})
