import type { Page } from '@playwright/test'
import { Chess } from 'chess.js'
import {
  chooseTheme,
  expect,
  expectNoSeriousA11yViolations,
  loginAsGuest,
  playMove,
  tabTo,
  test,
  waitForPrecache,
} from './fixtures'

// docs/product.md, "Puzzles", in a real browser. 00BNd (fork, 881): after 1... Bxb5 White plays
// Nxe7+ Kf8 Nxc8.

const FORK = '/puzzles?themes=fork&difficulty=any&id=00BNd'

test('"Fork" and "Pin", then "Start": a puzzle with one of them, the filter in the address', async ({
  page,
}) => {
  await page.goto('/puzzles')
  const themes = page.getByRole('group', { name: 'Themes' })
  await themes.getByRole('checkbox', { name: /^Fork \(\d+\)$/ }).check()
  await themes.getByRole('checkbox', { name: /^Pin \(\d+\)$/ }).check()
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page).toHaveURL(/\/puzzles\?themes=fork,pin&difficulty=any$/)
  const puzzle = page.getByRole('region', { name: 'Puzzle' })
  await expect(
    puzzle.getByRole('heading', { level: 2, name: /^(White|Black) to play$/ }),
  ).toBeVisible()
  await expect(puzzle.getByText('Your move.')).toBeVisible()
  // Shown by "Show solution" after a wrong move, its themes include Fork or Pin.
  await playMove(page, await wrongMove(page, 'themes=fork,pin&difficulty=any'))
  await expect(puzzle.getByRole('status')).toHaveText('Not quite.')
  await puzzle.getByRole('button', { name: 'Show solution' }).click()
  await expect(puzzle.getByText(/^Themes: .*\b(Fork|Pin)\b.*\. Rating \d+\.$/)).toBeVisible()
  // The address holds the filter: a reload starts the same.
  await page.reload()
  await expect(themes.getByRole('checkbox', { name: /^Pin \(\d+\)$/ })).toBeChecked()
})

test('logged in: solved by the Move box, one failed and shown; the stats line changes; "Save as drill" reaches /review', async ({
  page,
}) => {
  await loginAsGuest(page)
  await page.goto(FORK)
  const puzzle = page.getByRole('region', { name: 'Puzzle' })
  const stats = puzzle.getByRole('list', { name: 'Your puzzles' })
  await expect(stats).toHaveText('Fork: none tried yet')
  await expect(puzzle.getByText('Your move.')).toBeVisible()
  await playMove(page, 'Nxe7+')
  await expect(puzzle.getByText('Correct! The reply: Kf8. Your move.')).toBeVisible()
  await playMove(page, 'Nxc8')
  await expect(puzzle.getByRole('status')).toHaveText('Solved!')
  await expect(
    puzzle.getByText('Themes: Advantage, Fork, Middlegame, Short. Rating 881.'),
  ).toBeVisible()
  await expect(stats).toHaveText('Fork: 1 of 1 solved first try')
  await puzzle.getByRole('button', { name: 'Save as drill' }).click()
  await expect(page.getByText('Drill saved!')).toBeVisible()
  const saved = puzzle.getByRole('button', { name: 'Saved as drill' })
  await expect(saved).toHaveAttribute('aria-disabled', 'true')
  await expect(saved).toBeFocused()

  // The next fork puzzle, failed on purpose: a move that gives nothing.
  await puzzle.getByRole('button', { name: 'Next puzzle' }).click()
  await expect(puzzle.getByText('Your move.')).toBeVisible()
  await playMove(page, await wrongMove(page, 'themes=fork&difficulty=any&after=00BNd'))
  await expect(puzzle.getByRole('status')).toHaveText('Not quite.')
  await expect(stats).toHaveText('Fork: 1 of 2 solved first try')
  await puzzle.getByRole('button', { name: 'Show solution' }).click()
  await expect(puzzle.getByRole('status')).toHaveText(/^The solution: .+\.$/)

  await page.goto('/review')
  await expect(
    page.getByRole('link', { name: 'Puzzle: Advantage, Fork, Middlegame, Short' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'White to play' })).toBeVisible()
  await page.goto('/profile')
  const learning = page.getByRole('region', { name: 'Your learning' })
  await expect(learning.getByText('Puzzles solved')).toBeVisible()
})

/**
 * A legal move that is not the answer (nor a mate) of the puzzle the page shows, as the API
 * gives it for `query` to this session.
 */
async function wrongMove(page: Page, query: string): Promise<string> {
  const puzzle = await page.evaluate(async (query) => {
    const auth = sessionStorage.getItem('AUTH') ?? localStorage.getItem('AUTH')
    const token: string = auth ? JSON.parse(auth).token : ''
    const answer = await fetch(`/api/puzzles/next?${query}`, {
      headers: token ? { authorization: token } : {},
    })
    return (await answer.json()).puzzle as { fen: string; moves: string[] }
  }, query)
  const chess = new Chess(puzzle.fen)
  const [opening, answer] = puzzle.moves
  chess.move({ from: opening!.slice(0, 2), to: opening!.slice(2, 4), promotion: opening![4] })
  return chess
    .moves({ verbose: true })
    .find((move) => move.lan !== answer && !move.san.endsWith('#'))!.san
}

test('by keyboard only: Themes, Start, a move in the Move box, "Next puzzle"', async ({ page }) => {
  await page.goto('/puzzles')
  const fork = page.getByRole('checkbox', { name: /^Fork \(\d+\)$/ })
  await tabTo(page, fork)
  await page.keyboard.press('Space')
  await expect(fork).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Start' }))
  await page.keyboard.press('Enter')
  const puzzle = page.getByRole('region', { name: 'Puzzle' })
  await expect(puzzle.getByText('Your move.')).toBeVisible()
  const box = page.getByRole('textbox', { name: 'Move' })
  await tabTo(page, box)
  await page.keyboard.type(await wrongMove(page, 'themes=fork&difficulty=any'))
  await page.keyboard.press('Enter')
  await expect(puzzle.getByRole('status')).toHaveText('Not quite.')
  // The Move box left with the answer: the status has the focus; "Retry" is the next stop.
  await expect(puzzle.getByRole('status')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(puzzle.getByRole('button', { name: 'Retry' })).toBeFocused()
  await tabTo(page, puzzle.getByRole('button', { name: 'Next puzzle' }))
  await page.keyboard.press('Enter')
  await expect(
    puzzle.getByRole('heading', { level: 2, name: /^(White|Black) to play$/ }),
  ).toBeFocused()
})

test('offline after a visit: the shipped puzzles still come', async ({ page, context }) => {
  await page.goto(FORK)
  // A first visit's worker installs, precaches the build and stores the shipped puzzles while the
  // page asks for its first one: on CI's slowest machine that took longer than the usual wait.
  await expect(page.getByRole('region', { name: 'Puzzle' }).getByText('Your move.')).toBeVisible({
    timeout: 45_000,
  })
  await waitForPrecache(page)
  await context.setOffline(true)
  await page.goto('/puzzles?themes=pin&difficulty=easier')
  const puzzle = page.getByRole('region', { name: 'Puzzle' })
  await expect(puzzle.getByText(/^\d+ puzzles match\.$/)).toBeVisible()
  await expect(
    puzzle.getByRole('heading', { level: 2, name: /^(White|Black) to play$/ }),
  ).toBeVisible()
})

for (const [width, theme] of [
  [320, 'light'],
  [320, 'dark'],
  [1280, 'dark'],
  [1280, 'light'],
] as const)
  test(`axe on /puzzles with a puzzle solved at ${width} px, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/explore')
    await chooseTheme(page, theme)
    await page.goto(FORK)
    const puzzle = page.getByRole('region', { name: 'Puzzle' })
    await expect(puzzle.getByText('Your move.')).toBeVisible()
    await playMove(page, 'Nxe7+')
    await expect(puzzle.getByText('Correct! The reply: Kf8. Your move.')).toBeVisible()
    await playMove(page, 'Nxc8')
    await expect(puzzle.getByRole('status')).toHaveText('Solved!')
    await expectNoSeriousA11yViolations(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // The sidebar's "Puzzles" (under "More" on a phone).
    const library = page.getByRole('navigation', { name: 'Library' })
    if (width === 320) await library.getByRole('button', { name: 'More', exact: true }).click()
    await expect(library.getByRole('link', { name: 'Puzzles' })).toBeVisible()
  })
