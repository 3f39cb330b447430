import { readFile } from 'node:fs/promises'
import {
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  loginAsGuest,
  tabTo,
  test,
} from './fixtures'

// "Play it out against the engine" (docs/product.md) with the real engine in the browser: a game
// from the demo lesson's position at level 1, played and resigned by keyboard alone, kept in
// "Your games", exported as PGN and read back, analysed. The rules of each ending, with a test
// double, are screen tests (src/app/screens/play.test.tsx, games.test.tsx).

const VIDEO = '/singlevideo/Eas20kFpAYw'
// The demo lesson (Aronian – Anand, 2013) after 4... e6.
const LESSON_POSITION = 'rnbqkb1r/pp3ppp/2p1pn2/3p4/2PP4/2N2N2/PP2PPPP/R1BQKB1R w KQkq - 0 5'
// The engine's first load (1.8 MB) and a loaded CI machine.
const ENGINE_TIMEOUT = 30_000

test('from the lesson’s board to a game at level 1, by keyboard alone: resigned, kept, exported, read back and analysed', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginAsGuest(page)
  await page.goto(VIDEO)
  // The demo lesson walked by keyboard to 4... e6.
  const lesson = page.getByRole('region', { name: 'Lesson' })
  await tabTo(page, lesson.getByRole('button', { name: 'Next move' }))
  await page.keyboard.press('Enter')
  for (let ply = 2; ply <= 8; ply++) await page.keyboard.press('ArrowRight')
  await expect(lesson.getByRole('button', { name: '4... e6' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const board = page.getByRole('region', { name: 'Board' })
  await tabTo(page, board.getByRole('link', { name: 'Play against the engine from here' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Play against the engine' }),
  ).toBeVisible()
  const fen = page.getByRole('textbox', { name: 'FEN' })
  await expect(fen).toHaveValue(LESSON_POSITION)

  // White (the side to move) is chosen, level 1 is the first; Start.
  await expect(page.getByRole('radio', { name: 'White' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('1')
  await tabTo(page, page.getByRole('button', { name: 'Start' }))
  await page.keyboard.press('Enter')
  // The focus goes to the Move box, and comes back to it with each reply.
  const playBox = page.getByRole('textbox', { name: 'Move' })
  await expect(playBox).toBeFocused()
  const moves = page.getByRole('list', { name: 'Moves', exact: true }).getByRole('listitem')
  for (const [index, san] of ['Bg5', 'h3'].entries()) {
    await page.keyboard.type(san)
    await page.keyboard.press('Enter')
    // The engine answers in the page's worker: the learner's move and its reply.
    await expect(moves).toHaveCount(2 * (index + 1), { timeout: ENGINE_TIMEOUT })
    await expect(playBox).toBeFocused()
  }
  await expect(page.getByText(/^Black (plays|castles) .*\. Your move\.$/)).toBeAttached()
  await expect(page.getByText('Analysis is off until the game ends.')).toBeVisible()
  await expectAxeClean(page, {
    widths: [1280, 320],
    atEachWidth: () => expectNoSidewaysScroll(page),
  })

  await tabTo(page, page.getByRole('button', { name: 'Resign' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'You resigned. Stockfish wins.' }),
  ).toBeVisible()
  const yourGames = page.getByRole('status').getByRole('link', { name: 'Your games' })
  await tabTo(page, yourGames)
  await page.keyboard.press('Enter')

  const games = page.getByRole('list', { name: 'Your games' }).getByRole('article')
  await expect(games).toHaveCount(1)
  await expect(games.first()).toHaveAccessibleName('You lost against Stockfish level 1')
  await expect(games.first()).toContainText('You played White · Resignation · 0-1')
  // The list at 1280 px in both themes (routes.spec.ts fits /games to 320 and 390 px).
  await expectAxeClean(page)

  const downloaded = page.waitForEvent('download')
  await tabTo(page, games.first().getByRole('button', { name: /^Export PGN/ }))
  await page.keyboard.press('Enter')
  const pgn = await readFile(await (await downloaded).path(), 'utf8')
  expect(pgn).toContain('[White "Guest Player"]')
  expect(pgn).toContain('[Black "Stockfish level 1"]')
  expect(pgn).toContain('[Result "0-1"]')
  expect(pgn).toContain(`[FEN "${LESSON_POSITION}"]`)
  expect(pgn).toContain('[SetUp "1"]')
  expect(pgn).toMatch(/\n5\. Bg5 \S+ 6\. h3 \S+ 0-1\n$/)

  // The round trip: the PGN loaded on a board gives the game's moves from its position.
  await page.goto('/analysis')
  await page.getByRole('textbox', { name: 'Load position' }).fill(pgn)
  await page.getByRole('button', { name: 'Load' }).click()
  await expect(moves).toHaveCount(4)
  await expect(moves.first()).toHaveText('5. Bg5')

  // "Analyse": the game on /analysis with its engine review.
  await page.goto('/games')
  await tabTo(page, games.first().getByRole('link', { name: /^Analyse/ }))
  await page.keyboard.press('Enter')
  const review = page.getByRole('region', { name: 'Engine review' })
  await expect(
    review.getByRole('list', { name: 'Engine review' }).getByRole('listitem'),
  ).toHaveText([/^White \(you\): \d+ inaccurac/, /^Black: \d+ inaccurac/], {
    timeout: ENGINE_TIMEOUT,
  })
  await expect(review.getByRole('region', { name: 'Learn from your mistakes' })).toBeVisible()
})
