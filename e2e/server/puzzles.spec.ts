import { expect, loginAsGuest, playMove, test } from '../fixtures'

// docs/product.md, "Puzzles", on the Node server over its database: the shipped puzzles come at
// its first puzzle request, a logged-in try is judged and counted there.

test.use({ backend: 'server' })

test('on the server: a puzzle solved by the Move box counts in "Your puzzles"', async ({
  page,
}) => {
  // The server's other tests share the guest: this puzzle may be solved already, so the line is
  // read before and after.
  await loginAsGuest(page)
  await page.goto('/puzzles?themes=fork&difficulty=any&id=00BNd')
  const puzzle = page.getByRole('region', { name: 'Puzzle' })
  const stats = puzzle.getByRole('list', { name: 'Your puzzles' })
  await expect(stats).toHaveText(/^Fork: (none tried yet|\d+ of \d+ solved first try)$/)
  const tried = Number(/of (\d+)/.exec((await stats.textContent()) ?? '')?.[1] ?? 0)
  await expect(puzzle.getByText('Your move.')).toBeVisible()
  await playMove(page, 'Nxe7+')
  await expect(puzzle.getByText('Correct! The reply: Kf8. Your move.')).toBeVisible()
  await playMove(page, 'Nxc8')
  await expect(puzzle.getByRole('status')).toHaveText('Solved!')
  // A first try counts once; one tried before stays as it was.
  await expect(stats).toHaveText(
    new RegExp(`^Fork: \\d+ of ${Math.max(tried, 1)} solved first try$`),
  )
  await expect(puzzle.getByText(/^[\d,]+ puzzles match\.$/)).toBeVisible()
})
