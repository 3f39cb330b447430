import type { Page } from '@playwright/test'
import { Chess } from 'chess.js'
import { readFileSync } from 'node:fs'
import { players, playThenStopAt, waitForPlayer } from './fake-player'
import { apiCall, expect, expectAxeClean, guestToken, loginAsGuest, test } from './fixtures'

// Notes that capture the board (docs/product.md, "A board beside every video"), with the fake
// IFrame API standing in for YouTube.

const VIDEO = '/singlevideo/Eas20kFpAYw'
const OPEN_GAME = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
const QUEENS_PAWN = 'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2'
const BACK_RANK = '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1'

const seek = (page: Page, seconds: number) => page.evaluate(`(${players})()[0].seekTo(${seconds})`)

function boardOf(page: Page) {
  const board = page.getByRole('region', { name: 'Board' })
  const moveBox = board.getByRole('textbox', { name: 'Move' })
  return {
    board,
    fen: board.getByRole('textbox', { name: 'FEN' }),
    moves: board.getByRole('list', { name: 'Moves', exact: true }).getByRole('listitem'),
    play: async (...moves: string[]) => {
      for (const move of moves) {
        await moveBox.fill(move)
        await moveBox.press('Enter')
      }
    },
  }
}

async function addNote(page: Page, text: string) {
  const notes = page.getByRole('region', { name: 'Notes' })
  await notes.getByRole('textbox', { name: 'Note' }).fill(text)
  const add = notes.getByRole('button', { name: 'Add note' })
  await add.focus()
  await add.press('Enter')
  await expect(notes.getByRole('listitem').filter({ hasText: text })).toBeVisible()
  // Sending never drops the keyboard's focus (a disabled button would).
  await expect(add).toBeFocused()
}

test('a note keeps the board’s moves; after a reload Show on board, Jump to and Follow the video bring them back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsGuest(page, { remember: true })
  await page.goto(VIDEO)
  const { board, fen, moves, play } = boardOf(page)
  await playThenStopAt(page, "Anand's Immortal", 60)
  await play('e4', 'e5', 'Nf3')
  await addNote(page, 'The open game')
  await seek(page, 120)
  await board.getByRole('button', { name: 'Reset board' }).click()
  await play('d4', 'd5')
  await addNote(page, "The queen's pawn")

  const stored = (
    await apiCall(page, 'GET', `/api${VIDEO.replace('/singlevideo', '/user/notes')}`, {
      token: await guestToken(page),
    })
  ).body.notes
  expect(stored).toMatchObject([
    { timeSeconds: 60, text: 'The open game', fen: OPEN_GAME, moves: ['e4', 'e5', 'Nf3'] },
    { timeSeconds: 120, text: "The queen's pawn", fen: QUEENS_PAWN, moves: ['d4', 'd5'] },
  ])

  await page.reload()
  const notes = page.getByRole('region', { name: 'Notes' })
  const openGame = notes.getByRole('listitem').filter({ hasText: 'The open game' })
  await expect(openGame.getByText('1. e4 e5 2. Nf3')).toBeVisible()
  await expect(
    openGame.getByRole('img', { name: /^Position at 1:00, Black to move/ }),
  ).toBeVisible()
  await openGame.getByRole('button', { name: 'Show on board' }).click()
  await expect(fen).toHaveValue(OPEN_GAME)
  await expect(moves).toHaveText(['1. e4', 'e5', '2. Nf3'])
  const queensPawn = notes.getByRole('listitem').filter({ hasText: "The queen's pawn" })
  await queensPawn.getByRole('link', { name: 'Jump to 2:00' }).click()
  await expect(fen).toHaveValue(QUEENS_PAWN)
  await expect(moves).toHaveText(['1. d4', 'd5'])

  // Following the video: each note's position in turn as the video is sought.
  await expect(board.getByRole('checkbox', { name: 'Follow the video' })).toBeChecked()
  await waitForPlayer(page)
  await seek(page, 70)
  await expect(fen).toHaveValue(OPEN_GAME)
  await seek(page, 130)
  await expect(fen).toHaveValue(QUEENS_PAWN)
  await seek(page, 65)
  await expect(fen).toHaveValue(OPEN_GAME)
})

test('the exported PGN parses game by game with chess.js, and imported on another video gives the same notes', async ({
  page,
}) => {
  await loginAsGuest(page, { remember: true })
  const token = await guestToken(page)
  const originals = [
    { timeSeconds: 30, text: 'A thought without a board' },
    { timeSeconds: 60, text: 'The open game', moves: ['e4', 'e5', 'Nf3'] },
    { timeSeconds: 95, text: 'Back rank mate', startFen: BACK_RANK, moves: ['Re8#'] },
    { timeSeconds: 150, text: 'A position to study', fen: BACK_RANK },
  ]
  for (const note of originals)
    expect(
      (await apiCall(page, 'POST', '/api/user/notes/Eas20kFpAYw', { token, body: { note } }))
        .status,
    ).toBe(201)
  await page.goto(VIDEO)
  const notes = page.getByRole('region', { name: 'Notes' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notes.getByRole('button', { name: 'Export notes' }).click(),
  ])
  const file = (await download.path())!
  const games = readFileSync(file, 'utf8').split(/\n(?=\[Event )/)
  expect(games).toHaveLength(4)
  const read = games.map((game) => {
    const chess = new Chess()
    chess.loadPgn(game)
    return { fen: chess.getHeaders().FEN, moves: chess.history(), text: game }
  })
  expect(read[0]).toMatchObject({ fen: undefined, moves: ['e4', 'e5', 'Nf3'] })
  expect(read[0]!.text).toContain('{ 1:00 The open game } 1. e4 e5 2. Nf3 *')
  expect(read[1]).toMatchObject({ fen: BACK_RANK, moves: ['Re8#'] })
  expect(read[1]!.text).toContain('{ 1:35 Back rank mate } 1. Re8# *')
  expect(read[2]).toMatchObject({ fen: BACK_RANK, moves: [] })
  expect(read[2]!.text).toContain('{ 2:30 A position to study } *')
  expect(read[3]!.text).toContain('{ 0:30 A thought without a board } *')

  await page.goto('/singlevideo/wofz0k6FCMU')
  const otherNotes = page.getByRole('region', { name: 'Notes' })
  await otherNotes.getByRole('button', { name: 'Import PGN' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import PGN' })
  await dialog.getByLabel('PGN file').setInputFiles(file)
  await expect(dialog.getByRole('textbox', { name: 'PGN' })).toHaveValue(/Back rank mate/)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('status')).toHaveText('4 notes imported')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(otherNotes.getByRole('listitem')).toHaveCount(4)

  const imported = (
    await apiCall(page, 'GET', '/api/user/notes/wofz0k6FCMU', { token })
  ).body.notes.map(({ timeSeconds, text, fen, startFen, moves }: Record<string, unknown>) => ({
    timeSeconds,
    text,
    ...(moves ? { moves } : fen ? { fen } : {}),
    ...(startFen ? { startFen } : {}),
  }))
  expect(imported).toEqual(originals)
})

test('at 1280 × 800 the player, the board and the note form are all in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAsGuest(page, { remember: true })
  await page.goto(VIDEO)
  await expect(page.getByRole('button', { name: "Play Anand's Immortal" })).toBeInViewport()
  const board = page.getByRole('region', { name: 'Board' })
  await expect(board.locator('.chess-board svg').first()).toBeInViewport()
  await expect(board.getByRole('textbox', { name: 'Move' })).toBeInViewport()
  const notes = page.getByRole('region', { name: 'Notes' })
  await expect(notes.getByRole('textbox', { name: 'Note' })).toBeInViewport({ ratio: 1 })
  await expect(notes.getByRole('button', { name: 'Add note' })).toBeInViewport({ ratio: 1 })
})

test('axe finds nothing serious with a note being edited, then in "Import PGN" (both themes, 320 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await loginAsGuest(page, { remember: true })
  const token = await guestToken(page)
  const note = { timeSeconds: 60, text: 'The open game', moves: ['e4', 'e5', 'Nf3'] }
  await apiCall(page, 'POST', '/api/user/notes/Eas20kFpAYw', { token, body: { note } })
  await page.goto(VIDEO)
  const notes = page.getByRole('region', { name: 'Notes' })
  await notes.getByRole('button', { name: 'Edit note' }).click()
  await expect(notes.getByRole('textbox', { name: 'Note text' })).toBeFocused()
  await expectAxeClean(page)
  await notes.getByRole('textbox', { name: 'Note text' }).press('Escape')

  await notes.getByRole('button', { name: 'Import PGN' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import PGN' })
  await dialog.getByRole('textbox', { name: 'PGN' }).fill('1. e4 e4 *')
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('status')).toContainText('Game 1 was skipped')
  // Nothing in the dialog is wider than it (a file input once was, at 320 px).
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBe(0)
  await expectAxeClean(page)
})
