import { chooseTheme, expect, expectNoSeriousA11yViolations, playMove, test } from './fixtures'

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

test('1. c3 c5 2. e4 in the Move box is the Alapin; the lessons with the Slav position list Anand’s Immortal, whose link opens the board there', async ({
  page,
}) => {
  await page.goto('/singlevideo/wofz0k6FCMU')
  const board = page.getByRole('region', { name: 'Board' })
  for (const move of ['c3', 'c5', 'e4']) await playMove(page, move)
  await expect(board.getByText('Opening: B22 Sicilian Defense: Alapin Variation')).toBeVisible()
  await board.getByRole('button', { name: 'Reset board' }).click()
  for (const move of ['d4', 'd5', 'c4', 'c6']) await playMove(page, move)
  await board.getByRole('button', { name: 'Find lessons with this position' }).click()
  const found = board.getByRole('region', { name: 'Lessons with this position' })
  await found.getByRole('link', { name: "Anand's Immortal, after 2... c6" }).click()
  await expect(page).toHaveURL(/\/singlevideo\/Eas20kFpAYw\?position=/)
  await expect(page.getByRole('heading', { level: 1, name: "Anand's Immortal" })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Board' }).getByRole('textbox', { name: 'FEN' }),
  ).toHaveValue('rnbqkbnr/pp2pppp/2p5/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3')
  await expect(page.getByText('Opening: D10 Slav Defense')).toBeVisible()
})

test('Explore: "Chigorin" finds the demo video under "Also about"', async ({ page }) => {
  await page.goto('/explore?q=Chigorin')
  const also = page.getByRole('region', { name: 'Also about Chigorin' })
  await expect(also.getByRole('heading', { name: "Anand's Immortal" })).toBeVisible()
})

for (const [width, theme] of [
  [320, 'light'],
  [1280, 'dark'],
] as const)
  test(`axe on the opening and the lessons with a position at ${width} px, ${theme}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/explore')
    await chooseTheme(page, theme)
    await page.goto('/singlevideo/wofz0k6FCMU')
    for (const move of ['d4', 'd5']) await playMove(page, move)
    const board = page.getByRole('region', { name: 'Board' })
    await expect(board.getByText("Opening: D00 Queen's Pawn Game")).toBeVisible()
    await board.getByRole('button', { name: 'Find lessons with this position' }).click()
    await expect(board.getByRole('link', { name: "Anand's Immortal, after 1... d5" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
