import { expect, loginAsGuest, playMove, test } from '../fixtures'

// docs/product.md, "Play it out against the engine", on the Node server over its database: a
// game won on /play is kept there, and "Your games" and the profile's "Games played" count it.

test.use({ backend: 'server' })

// After 1. e4 e5 2. Bc4 Nc6 3. Qf3: Qxf7 mates.
const SCHOLARS = 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3'

test('on the server: a game won is kept in "Your games" and counted in "Games played"', async ({
  page,
}) => {
  // The server's other tests share the guest: the games are counted before and after.
  await loginAsGuest(page)
  await page.goto('/games')
  const games = page.getByRole('list', { name: 'Your games' }).getByRole('article')
  await expect(
    page.getByText('No games yet. Play one against the engine.').or(games.first()),
  ).toBeVisible()
  const before = await games.count()
  await page.goto(`/play?fen=${encodeURIComponent(SCHOLARS)}`)
  await page.getByRole('button', { name: 'Start' }).click()
  await playMove(page, 'Qxf7#')
  await expect(page.getByRole('status').filter({ hasText: 'Checkmate. You win!' })).toBeVisible()
  await page.getByRole('status').getByRole('link', { name: 'Your games' }).click()
  await expect(games).toHaveCount(Math.min(before + 1, 20))
  await expect(games.first()).toHaveAccessibleName('You won against Stockfish level 1')
  await expect(games.first()).toContainText('You played White · Checkmate · 1-0')
  await page.goto('/profile')
  const gamesPlayed = page
    .locator('dl div')
    .filter({ has: page.getByText('Games played', { exact: true }) })
    .getByRole('definition')
  await expect(gamesPlayed).toHaveText(/^[1-9]\d*$/)
})
