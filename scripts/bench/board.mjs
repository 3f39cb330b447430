import { launchBench, median, scriptTimer } from './browser.mjs'

/** The board's and the lesson's own files: their chunks, chess.js and cm-chessboard. */
const BOARD_FILE =
  /\/assets\/(board-panel|board-game|video-board|game-tree|lesson-\w+|chess-board|chess-rules|chess)-[\w-]+\.(js|css)$/

/**
 * The board (docs/performance.md): whether its code is fetched on `/` and `/explore` (it must
 * not be), and the script time of a move made with the "Move" box and with two clicks on the
 * drawn board, each until the board shows it (median of 8 each).
 */
export async function measureBoard(executablePath, origin) {
  const browser = await launchBench(executablePath)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    const fetched = []
    page.on('request', (request) => BOARD_FILE.test(request.url()) && fetched.push(request.url()))
    for (const path of ['/', '/explore']) {
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    }
    const boardOnFirstScreens = fetched.length

    await page.goto(`${origin}/singlevideo/wofz0k6FCMU`, { waitUntil: 'networkidle' })
    const board = page.getByRole('region', { name: 'Board' })
    const drawing = board.locator('.chess-board svg').first()
    await drawing.waitFor()
    const timed = await scriptTimer(page)
    const reset = board.getByRole('button', { name: 'Reset board' })
    const move = board.getByRole('textbox', { name: 'Move' })
    const typed = []
    for (const san of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6']) {
      await move.fill(san)
      typed.push(await timed(() => move.press('Enter')))
    }
    await reset.click()
    await drawing.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const box = await drawing.boundingBox()
    const at = (square) => ({
      x: box.x + ((square.charCodeAt(0) - 97 + 0.5) * box.width) / 8,
      y: box.y + ((8 - Number(square[1]) + 0.5) * box.height) / 8,
    })
    const clicked = []
    for (const [from, to] of [
      ['e2', 'e4'],
      ['e7', 'e5'],
      ['g1', 'f3'],
      ['b8', 'c6'],
      ['f1', 'b5'],
      ['a7', 'a6'],
      ['b5', 'a4'],
      ['g8', 'f6'],
    ]) {
      // At a person's pace: within about 300 ms of a move, cm-chessboard ignores the next click.
      await page.waitForTimeout(400)
      await page.mouse.click(at(from).x, at(from).y)
      clicked.push(await timed(() => page.mouse.click(at(to).x, at(to).y)))
    }
    const moves = await board
      .getByRole('list', { name: 'Moves', exact: true })
      .getByRole('listitem')
      .count()
    if (moves !== 8) throw new Error(`the clicks played ${moves} moves, not 8`)
    return {
      boardOnFirstScreens,
      typedMs: median(typed),
      clickedMs: median(clicked),
      lessonMs: await lessonMoveClicks(page, origin),
    }
  } finally {
    await browser.close()
  }
}

/** A click on a lesson move until the board shows it (the demo lesson; median of 8, far apart). */
async function lessonMoveClicks(page, origin) {
  await page.goto(`${origin}/singlevideo/Eas20kFpAYw`, { waitUntil: 'networkidle' })
  const lesson = page.getByRole('region', { name: 'Lesson' })
  await lesson.getByRole('list', { name: 'Lesson moves' }).waitFor()
  await page.locator('.chess-board svg').first().waitFor()
  const timed = await scriptTimer(page)
  const clicks = []
  for (const name of [
    '23... Be3',
    '1. d4',
    '14. f4',
    '7... b5',
    '20. Ng6',
    '3. Nf3',
    '17. Bxg4',
    '9... O-O',
  ]) {
    const move = lesson.getByRole('button', { name, exact: true })
    await move.scrollIntoViewIfNeeded()
    clicks.push(await timed(() => move.click()))
    if ((await move.getAttribute('aria-current')) !== 'true')
      throw new Error(`${name} is not shown`)
  }
  return median(clicks)
}
