import type { Locator, Page } from '@playwright/test'
import { expect, expectAxeClean, test } from './fixtures'

// The video page's board, drawn (docs/product.md, "A board beside every video"): pointer (click
// then click, drag), keyboard (its accessibility extension), promotion, flip; axe with it.

const VIDEO = '/singlevideo/wofz0k6FCMU'

async function openBoard(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(VIDEO)
  const board = page.getByRole('region', { name: 'Board' })
  const drawing = board.locator('.chess-board svg').first()
  await expect(drawing).toBeVisible()
  const moves = board.getByRole('list', { name: 'Moves', exact: true })
  const fen = board.getByRole('textbox', { name: 'FEN' })
  return { board, drawing, moves, fen }
}

/** The centre of a square on the drawn board, White at the bottom unless `flipped`. */
async function square(drawing: Locator, name: string, flipped = false) {
  // In the middle of the window: the fixed header and the phone's tab bar cover its edges.
  await drawing.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = (await drawing.boundingBox())!
  const file = name.charCodeAt(0) - 97
  const rank = Number(name[1]) - 1
  const column = flipped ? 7 - file : file
  const row = flipped ? rank : 7 - rank
  return { x: box.x + ((column + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 }
}

test('pointer moves: click then click, and drag; an illegal drop changes nothing', async ({
  page,
}) => {
  const { drawing, moves, fen } = await openBoard(page)
  const click = async (name: string) => {
    const { x, y } = await square(drawing, name)
    await page.mouse.click(x, y)
  }
  await click('g1')
  await click('f3')
  await expect(moves.getByRole('listitem')).toHaveText(['1. Nf3'])
  // cm-chessboard hides a clicked move's piece while it slides, and takes no input until it
  // lands: a drag begun earlier was ignored on a loaded machine (a CI run passed on its retry).
  await expect(drawing.locator('[data-square="f3"][data-piece="wn"]')).toBeVisible()
  const drag = async (from: string, to: string) => {
    const start = await square(drawing, from)
    const end = await square(drawing, to)
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(end.x, end.y, { steps: 8 })
    await page.mouse.up()
  }
  await drag('e7', 'e5')
  await expect(moves.getByRole('listitem')).toHaveText(['1. Nf3', 'e5'])
  const before = await fen.inputValue()
  await drag('f3', 'f5')
  await expect(fen).toHaveValue(before)
  await expect(page.getByText('White plays knight f3')).toHaveCount(0)
})

test('keyboard moves through the board itself: arrows choose squares, Enter takes and drops', async ({
  page,
}) => {
  const { drawing, moves } = await openBoard(page)
  await drawing.focus()
  // From a1: to e2 (four right, one up), take; to e4 (two up), drop.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter'])
    await page.keyboard.press(key)
  for (const key of ['ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key)
  await expect(moves.getByRole('listitem')).toHaveText(['1. e4'])
  await expect(page.getByText('White plays pawn e4')).toBeAttached()
})

test('a pawn reaching the last rank asks for its piece; the Move box takes it from the text', async ({
  page,
}) => {
  const { board, drawing, moves, fen } = await openBoard(page)
  await board.getByRole('textbox', { name: 'Load position' }).fill('8/4P3/8/8/8/8/k7/4K3 w - - 0 1')
  await board.getByRole('button', { name: 'Load' }).click()
  await expect(fen).toHaveValue('8/4P3/8/8/8/8/k7/4K3 w - - 0 1')
  const from = await square(drawing, 'e7')
  await page.mouse.click(from.x, from.y)
  // No dialog in the page's tree until a promotion is asked (issue 35): then one, named.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const to = await square(drawing, 'e8')
  await page.mouse.click(to.x, to.y)
  await expect(page.getByRole('dialog', { name: 'Choose promotion piece' })).toBeVisible()
  await board.getByRole('button', { name: 'Knight' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(moves.getByRole('listitem')).toHaveText(['1. e8=N'])
  await board.getByRole('button', { name: 'Undo move' }).click()
  const move = board.getByRole('textbox', { name: 'Move' })
  await move.fill('e8=Q')
  await move.press('Enter')
  await expect(moves.getByRole('listitem')).toHaveText(['1. e8=Q'])
  await expect(fen).toHaveValue('4Q3/8/8/8/8/8/k7/4K3 b - - 0 1')
})

test('Flip board puts Black at the bottom, and moves still land where they are shown', async ({
  page,
}) => {
  const { board, drawing, moves } = await openBoard(page)
  await board.getByRole('button', { name: 'Flip board' }).click()
  // The board has turned once White's king is drawn in its top half.
  await expect
    .poll(async () => {
      // No box while the flip redraws the pieces (the king is taken out and drawn again): a
      // state to wait through, not a failure (it failed a CI run once, passing on its retry).
      const king = await drawing.locator('[data-piece="wk"]').boundingBox()
      const box = await drawing.boundingBox()
      return !!king && !!box && king.y + king.height / 2 < box.y + box.height / 2
    })
    .toBe(true)
  const from = await square(drawing, 'e2', true)
  const to = await square(drawing, 'e4', true)
  await page.mouse.click(from.x, from.y)
  await page.mouse.click(to.x, to.y)
  await expect(moves.getByRole('listitem')).toHaveText(['1. e4'])
})

test('at 320 px the board and its controls fit, and a tap moves', async ({ page }) => {
  const { drawing, moves } = await openBoard(page, 320)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const from = await square(drawing, 'd2')
  const to = await square(drawing, 'd4')
  await page.mouse.click(from.x, from.y)
  await page.mouse.click(to.x, to.y)
  await expect(moves.getByRole('listitem')).toHaveText(['1. d4'])
})

test('axe finds nothing serious on the video page with its board and an alert, at 390 and 1280 px in both themes', async ({
  page,
}) => {
  const { board } = await openBoard(page, 1280)
  await board.getByRole('textbox', { name: 'Move' }).fill('Ke3')
  await board.getByRole('textbox', { name: 'Move' }).press('Enter')
  await expect(board.getByRole('alert')).toBeVisible()
  await expectAxeClean(page, { widths: [1280, 390] })
})

/** The marks drawn on a square: its markers' classes (board-markers.ts). */
const marksOn = (drawing: Locator, name: string) =>
  drawing.evaluate(
    (svg, name) =>
      [...svg.querySelectorAll(`.markers [data-square="${name}"] .marker`)].map((use) =>
        [...use.classList].filter((kind) => kind !== 'marker').join(' '),
      ),
    name,
  )

test('a picked piece shows where it may go; the last move and a check are marked; a click draws no keyboard frame', async ({
  page,
}) => {
  const { board, drawing, moves } = await openBoard(page)
  const click = async (name: string) => {
    const { x, y } = await square(drawing, name)
    await page.mouse.click(x, y)
  }
  await click('g1')
  await expect.poll(() => marksOn(drawing, 'g1')).toEqual(['marker-picked'])
  for (const target of ['f3', 'h3'])
    await expect.poll(() => marksOn(drawing, target)).toEqual(['marker-target'])
  // After any click the keyboard's frame stays hidden, and so does the board's outline.
  const keyboardFrame = drawing.locator('.keyboard-focus-indicator')
  await expect(keyboardFrame).toBeHidden()
  await click('f3')
  await expect(moves.getByRole('listitem')).toHaveText(['1. Nf3'])
  await expect.poll(() => marksOn(drawing, 'g1')).toEqual(['marker-last-move'])
  await expect.poll(() => marksOn(drawing, 'f3')).toEqual(['marker-last-move'])
  await expect.poll(() => marksOn(drawing, 'h3')).toEqual([])
  await expect(keyboardFrame).toBeHidden()
  expect(await drawing.evaluate((svg) => getComputedStyle(svg).outlineStyle)).toBe('none')
  // A piece that cannot move is not picked up (clicked once the knight has landed: until then the
  // board takes no input, and the check would pass without having been made).
  await expect(drawing.locator('[data-square="f3"][data-piece="wn"]')).toBeVisible()
  await click('a8')
  await expect.poll(() => marksOn(drawing, 'a8')).toEqual([])

  await board.getByRole('textbox', { name: 'Load position' }).fill('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6')
  await board.getByRole('button', { name: 'Load' }).click()
  await board.getByRole('textbox', { name: 'Move' }).fill('Qxf7')
  await board.getByRole('textbox', { name: 'Move' }).press('Enter')
  await expect.poll(() => marksOn(drawing, 'e8')).toEqual(['marker-check'])
  await expect.poll(() => marksOn(drawing, 'h5')).toEqual(['marker-last-move'])

  // By keyboard, the frame shows.
  await drawing.focus()
  await page.keyboard.press('ArrowRight')
  await expect(keyboardFrame).toBeVisible()
})

test('the coordinates read at 4.5:1 or more on both colours of square', async ({ page }) => {
  const { drawing } = await openBoard(page)
  const ratios = await drawing.evaluate((svg) => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
        const channel = value / 255
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (light! + 0.05) / (dark! + 0.05)
    }
    const squareFill = (name: string) =>
      getComputedStyle(svg.querySelector(`.board [data-square="${name}"]`)!).fill
    // Files along rank 1, ranks along the a-file (White at the bottom).
    return [...svg.querySelectorAll<SVGTextElement>('.coordinates .coordinate')].map((text) => {
      const label = text.textContent!
      const onSquare = /[a-h]/.test(label) ? `${label}1` : `a${label}`
      return contrast(getComputedStyle(text).fill, squareFill(onSquare))
    })
  })
  expect(ratios).toHaveLength(16)
  for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5)
})
