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
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
// The engine's first load (1.8 MB) and a loaded CI machine.
const ENGINE_TIMEOUT = 30_000

test('from the lesson’s board to a game at level 1, by keyboard alone: resigned, kept, exported, read back and analysed', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginAsGuest(page)
  await page.goto(VIDEO)
  const board = page.getByRole('region', { name: 'Board' })
  const move = board.getByRole('textbox', { name: 'Move' })
  for (const san of ['e4', 'e5']) {
    await tabTo(page, move)
    await page.keyboard.type(san)
    await page.keyboard.press('Enter')
  }
  await tabTo(page, board.getByRole('link', { name: 'Play against the engine from here' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Play against the engine' }),
  ).toBeVisible()
  const fen = page.getByRole('textbox', { name: 'FEN' })
  await expect(fen).toHaveValue(AFTER_E4_E5)

  // White (the side to move) is chosen, level 1 is the first; Start.
  await expect(page.getByRole('radio', { name: 'White' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('1')
  await tabTo(page, page.getByRole('button', { name: 'Start' }))
  await page.keyboard.press('Enter')
  // The focus goes to the Move box, and comes back to it with each reply.
  const playBox = page.getByRole('textbox', { name: 'Move' })
  await expect(playBox).toBeFocused()
  const moves = page.getByRole('list', { name: 'Moves', exact: true }).getByRole('listitem')
  for (const [index, san] of ['Nf3', 'h3'].entries()) {
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
  await expectAxeClean(page, {
    widths: [1280, 320],
    atEachWidth: () => expectNoSidewaysScroll(page),
  })

  const downloaded = page.waitForEvent('download')
  await tabTo(page, games.first().getByRole('button', { name: /^Export PGN/ }))
  await page.keyboard.press('Enter')
  const pgn = await readFile(await (await downloaded).path(), 'utf8')
  expect(pgn).toContain('[White "Guest Player"]')
  expect(pgn).toContain('[Black "Stockfish level 1"]')
  expect(pgn).toContain('[Result "0-1"]')
  expect(pgn).toContain(`[FEN "${AFTER_E4_E5}"]`)
  expect(pgn).toContain('[SetUp "1"]')
  expect(pgn).toMatch(/\n2\. Nf3 \S+ 3\. h3 \S+ 0-1\n$/)

  // The round trip: the PGN loaded on a board gives the game's moves from its position.
  await page.goto('/analysis')
  await page.getByRole('textbox', { name: 'Load position' }).fill(pgn)
  await page.getByRole('button', { name: 'Load' }).click()
  await expect(moves).toHaveCount(4)
  await expect(moves.first()).toHaveText('2. Nf3')

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

test('"Play" under "More" on a phone, and a game played there', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/explore')
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('link', { name: 'Play', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Play against the engine' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Start' }).click()
  const box = page.getByRole('textbox', { name: 'Move' })
  await box.fill('e4')
  await box.press('Enter')
  await expect(
    page.getByRole('list', { name: 'Moves', exact: true }).getByRole('listitem'),
  ).toHaveCount(2, {
    timeout: ENGINE_TIMEOUT,
  })
  await expectNoSidewaysScroll(page)
})
