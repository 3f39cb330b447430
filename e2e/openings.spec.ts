import { expect, expectAxeClean, expectNoSidewaysScroll, playMove, test } from './fixtures'

// "Every position has its name" in a real browser (docs/product.md): the opening under the
// board, "Lessons with this position", the lesson's opening found by search; the names file
// never loaded by / or /explore (docs/decisions/027-opening-names-as-one-file.md).

test('the names load with the board only: not on / or /explore', async ({ page }) => {
  const names: string[] = []
  page.on('request', (request) => {
    // The names' file itself (its small loader is a chunk of the board's code).
    if (/opening-names-[^/]*\.json$/.test(request.url())) names.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/explore')
  await expect(page.getByRole('article').first()).toBeVisible()
  // The demo video's card names its lesson's opening without them.
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: "Anand's Immortal" })
      .getByText('Opening: D46 Semi-Slav Defense: Chigorin Defense'),
  ).toBeVisible()
  expect(names).toEqual([])
  await page.goto('/singlevideo/wofz0k6FCMU')
  await playMove(page, 'e4')
  await expect(page.getByText("Opening: B00 King's Pawn Game")).toBeVisible()
  expect(names).toHaveLength(1)
})

// The Alapin under the board, "Lessons with this position" and its link, and "Also about" by an
// opening's name are screen tests (src/features/board/board-panel.test.tsx,
// src/app/screens/video-positions.test.tsx, src/features/videos/filter-videos.test.ts).

test('axe on the opening and the lessons with a position, at 320 and 1280 px in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/singlevideo/wofz0k6FCMU')
  for (const move of ['d4', 'd5']) await playMove(page, move)
  const board = page.getByRole('region', { name: 'Board' })
  await expect(board.getByText("Opening: D00 Queen's Pawn Game")).toBeVisible()
  await board.getByRole('button', { name: 'Find lessons with this position' }).click()
  await expect(board.getByRole('link', { name: "Anand's Immortal, after 1... d5" })).toBeVisible()
  await expectAxeClean(page, {
    widths: [1280, 320],
    atEachWidth: () => expectNoSidewaysScroll(page),
  })
})
