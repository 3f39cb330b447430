import {
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  tabTo,
  test,
  waitForPrecache,
} from './fixtures'

// "An engine on every board" (docs/product.md) with the real engine: Stockfish 19 lite, loaded
// from the build's engine/ folder into a worker (docs/decisions/038). The panel's rules with a
// test double are screen tests (src/features/board/analysis*.test.tsx).

const VIDEO = '/singlevideo/Eas20kFpAYw'
// Lichess puzzle 000rZ after White's 13. Nxe6: Black mates in one with Qxh2#.
const MATE_IN_ONE = '2kr1b1r/p1p2pp1/2pqN3/7p/6n1/2NPB3/PPP2PPP/R2Q1RK1 b - - 0 13'
// A search of the lite build reaches its lines within a second or two here; a loaded CI
// machine, and the first load of its 1.8 MB, take longer.
const ENGINE_TIMEOUT = 30_000

const boardOf = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Board' })

test('Analysis on the demo lesson’s board: the bar, three lines and the best move’s arrow', async ({
  page,
}) => {
  await page.goto(VIDEO)
  const board = boardOf(page)
  const analysis = board.getByRole('switch', { name: 'Analysis' })
  await expect(analysis).toHaveAttribute('aria-checked', 'false')
  await analysis.click()
  const meter = board.getByRole('meter', { name: 'Evaluation' })
  await expect(meter).toHaveAttribute('aria-valuetext', /(about equal|better|winning)$/, {
    timeout: ENGINE_TIMEOUT,
  })
  const lines = board.getByRole('list', { name: 'Engine lines' }).getByRole('listitem')
  await expect(lines).toHaveCount(3)
  await expect(lines.first()).toHaveText(/^[+−]?\d\.\d 1\. /)
  await expect(board.locator('.chess-board svg .arrow-best-move')).toHaveCount(1)
  await expect(board.getByText(/^Depth \d+$/)).toBeVisible()
})

test('a mate in one from the shipped puzzles says "Mate in 1"', async ({ page }) => {
  await page.goto(VIDEO)
  const board = boardOf(page)
  await board.getByRole('textbox', { name: 'Load position' }).fill(MATE_IN_ONE)
  await board.getByRole('button', { name: 'Load' }).click()
  await board.getByRole('switch', { name: 'Analysis' }).click()
  await expect(board.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
    'aria-valuetext',
    'Mate in 1 for Black',
    { timeout: ENGINE_TIMEOUT },
  )
  await expect(
    board.getByRole('list', { name: 'Engine lines' }).getByRole('listitem').first(),
  ).toHaveText('#−1 13... Qxh2#')
})

test('by keyboard alone: the switch, "Lines", a line’s move shown; axe at 320 and 1280 px in both themes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(VIDEO)
  const board = boardOf(page)
  const analysis = board.getByRole('switch', { name: 'Analysis' })
  await tabTo(page, analysis)
  await page.keyboard.press('Space')
  await expect(analysis).toHaveAttribute('aria-checked', 'true')
  const lines = board.getByRole('list', { name: 'Engine lines' }).getByRole('listitem')
  await expect(lines).toHaveCount(3, { timeout: ENGINE_TIMEOUT })
  await page.keyboard.press('Tab')
  await expect(board.getByRole('combobox', { name: 'Lines' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(lines).toHaveCount(2, { timeout: ENGINE_TIMEOUT })
  const firstMove = lines.first().getByRole('button').first()
  await tabTo(page, firstMove)
  const fen = board.getByRole('textbox', { name: 'FEN' })
  const before = await fen.inputValue()
  await page.keyboard.press('Enter')
  await expect(fen).not.toHaveValue(before)
  await expect(board.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
    'aria-valuetext',
    /(about equal|better|winning|Mate in \d+ for (White|Black))$/,
    { timeout: ENGINE_TIMEOUT },
  )
  await expectAxeClean(page, {
    widths: [1280, 320],
    atEachWidth: () => expectNoSidewaysScroll(page),
  })
})

test('/analysis opens analysed at the address’s position; Copy FEN; "Credits and licences" names the engine', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/analysis?fen=${encodeURIComponent(MATE_IN_ONE)}`)
  await expect(page.getByRole('switch', { name: 'Analysis' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
    'aria-valuetext',
    'Mate in 1 for Black',
    { timeout: ENGINE_TIMEOUT },
  )
  await page.getByRole('button', { name: 'Copy FEN' }).click()
  await expect(page.getByText('FEN copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MATE_IN_ONE)
  await page.getByRole('link', { name: 'Stockfish (GPL-3)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Credits and licences' })).toBeVisible()
  const licence = await page.request.get('/engine/COPYING.txt')
  expect(await licence.text()).toContain('GNU GENERAL PUBLIC LICENSE')
})

test.describe('offline', () => {
  test.use({ precache: true })

  test('analysis works offline after one use, on a video and on /analysis: the engine was kept, not precached', async ({
    page,
    context,
  }) => {
    const engineFiles: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/engine/')) engineFiles.push(request.url())
    })
    await page.goto(VIDEO)
    await waitForPrecache(page)
    // The first visit fetched nothing of the engine.
    expect(engineFiles).toEqual([])
    const board = boardOf(page)
    await board.getByRole('switch', { name: 'Analysis' }).click()
    const lines = board.getByRole('list', { name: 'Engine lines' }).getByRole('listitem')
    await expect(lines).toHaveCount(3, { timeout: ENGINE_TIMEOUT })
    await context.setOffline(true)
    await page.reload()
    // Remembered on this device, and the engine comes from the worker's cache.
    await expect(boardOf(page).getByRole('switch', { name: 'Analysis' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(
      boardOf(page).getByRole('list', { name: 'Engine lines' }).getByRole('listitem'),
    ).toHaveCount(3, { timeout: ENGINE_TIMEOUT })
    // /analysis too, never visited online: its page is the build's, its engine the one kept.
    await page.goto(`/analysis?fen=${encodeURIComponent(MATE_IN_ONE)}`)
    await expect(page.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
      'aria-valuetext',
      'Mate in 1 for Black',
      { timeout: ENGINE_TIMEOUT },
    )
  })
})
