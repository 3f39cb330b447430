import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'
import { captureDownloads } from '@/testing/downloads'

// docs/product.md, "Watch and study": notes with board positions.

const SICILIAN = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2'
const ITALIAN = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']

/** Plays moves through the Board's "Move" box (jsdom cannot draw the board itself). */
async function playOnBoard(user: UserEvent, ...moves: string[]) {
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const box = await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  for (const move of moves) await user.type(box, `${move}{Enter}`)
}

test('a note is stamped with the player time, shows its position, jumps there and is deleted', async () => {
  const youtube = installFakeYouTube()
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  // Before play: 0:00.
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'Before the game')
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  expect(await notes.findByRole('link', { name: 'Jump to 0:00' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  youtube.players()[0]!.seekTo(95)
  // Paused there: the fake player's clock is real, and the moves and the typing below took over a
  // second on a loaded machine, stamping 1:36 (a screen test that passed only on its retry).
  youtube.players()[0]!.pauseVideo()
  await playOnBoard(user, 'e4', 'c5')
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'The Sicilian')
  expect(
    await notes.findByText("The note keeps the board's position and its 2 moves."),
  ).toBeInTheDocument()
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  const list = within(await notes.findByRole('list', { name: 'Your notes' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2))
  const sicilian = within(list.getAllByRole('listitem')[1]!)
  expect(await sicilian.findByText('The Sicilian')).toBeInTheDocument()
  expect(
    await sicilian.findByRole('img', { name: /^Position at 1:35, White to move/ }),
  ).toBeInTheDocument()
  expect(await sicilian.findByText('1. e4 c5')).toBeInTheDocument()
  await waitFor(() => expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue(''))

  youtube.players()[0]!.seekTo(300)
  const jump = sicilian.getByRole('link', { name: 'Jump to 1:35' })
  // The moment as an address that can be copied and shared.
  expect(jump).toHaveAttribute('href', '/singlevideo/Eas20kFpAYw?t=95')
  await user.click(jump)
  await waitFor(() => expect(Math.floor(youtube.players()[0]!.getCurrentTime())).toBe(95))

  await user.click(sicilian.getByRole('button', { name: 'Delete note' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1))
})

test('a board at the initial position saves a note without a position, as the form says', async () => {
  const { user, server } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  const box = notes.getByRole('textbox', { name: 'Note' })
  expect(box).toHaveAccessibleDescription(
    'The board is at the start: the note is saved without a position.',
  )
  await user.type(box, 'Just a thought')
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  const list = within(await notes.findByRole('list', { name: 'Your notes' }))
  expect(list.getByText('Just a thought')).toBeInTheDocument()
  expect(list.queryByRole('button', { name: 'Show on board' })).not.toBeInTheDocument()
  const { token } = await server.login()
  const [stored] = (await server.call('GET', '/api/user/notes/Eas20kFpAYw', { token })).body.notes
  expect(stored).not.toHaveProperty('fen')
  expect(stored).not.toHaveProperty('moves')
})

test('"Export notes" offers a PGN file of the noted positions', async () => {
  const { files: created, clicks: clicked } = captureDownloads()
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (server, token) => {
      await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 95, text: 'The Sicilian', fen: SICILIAN } },
      })
      await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 120, text: 'The Italian', moves: ITALIAN } },
      })
    },
  })
  await user.click(await screen.findByRole('button', { name: 'Export notes' }))
  expect(clicked).toHaveBeenCalledOnce()
  expect(clicked.mock.contexts[0]).toHaveProperty('download', 'Eas20kFpAYw-notes.pgn')
  const pgn = await created[0]!.text()
  expect(pgn).toContain(`[FEN "${SICILIAN}"]`)
  expect(pgn).toContain('[SetUp "1"]')
  expect(pgn).toContain('{ 1:35 The Sicilian } *')
  expect(pgn).toContain('{ 2:00 The Italian } 1. e4 e5 2. Nf3 Nc6 3. Bc4 *')
})

test('a note is stamped with the moment its typing began, not the moment it was added', async () => {
  const youtube = installFakeYouTube()
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  youtube.players()[0]!.seekTo(95)
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'Paused here')
  youtube.players()[0]!.seekTo(125) // still typing while the video plays on
  await user.type(notes.getByRole('textbox', { name: 'Note' }), ', then wrote on')
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  expect(await notes.findByRole('link', { name: 'Jump to 1:35' })).toBeInTheDocument()
  // The next note starts a new stamp.
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'Later')
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  expect(await notes.findByRole('link', { name: 'Jump to 2:05' })).toBeInTheDocument()
})

test('an address with ?t= offers "Play from m:ss", which starts the video there', async () => {
  const youtube = installFakeYouTube()
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw?t=95' })
  await user.click(await screen.findByRole('button', { name: 'Play from 1:35' }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  await waitFor(() => expect(Math.floor(youtube.players()[0]!.getCurrentTime())).toBe(95))
  expect(screen.queryByRole('button', { name: 'Play from 1:35' })).not.toBeInTheDocument()
})

test('an unreadable ?t= offers nothing', async () => {
  await renderApp({ url: '/singlevideo/Eas20kFpAYw?t=soon' })
  await screen.findByRole('heading', { name: "Anand's Immortal", level: 1 })
  expect(screen.queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument()
})

test('"Delete note" says "Note deleted" with Undo, which brings it back; focus goes to the next note, then to the form', async () => {
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (server, token) => {
      for (const [timeSeconds, text] of [
        [10, 'First'],
        [20, 'Second'],
      ] as const)
        await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
          token: token!,
          body: { note: { timeSeconds, text, fen: timeSeconds === 10 ? SICILIAN : undefined } },
        })
    },
  })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  const list = within(await notes.findByRole('list', { name: 'Your notes' }))
  const first = within(list.getAllByRole('listitem')[0]!)
  await user.click(first.getByRole('button', { name: 'Delete note' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1))
  expect(list.getByRole('link', { name: 'Jump to 0:20' })).toHaveFocus()
  const toast = await screen.findByRole('status', {}, { timeout: 5000 })
  await waitFor(() => expect(toast).toHaveTextContent('Note deleted'))
  await user.click(within(toast).getByRole('button', { name: 'Undo' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2))
  const restored = within(list.getAllByRole('listitem')[0]!)
  expect(restored.getByText('First')).toBeInTheDocument()
  expect(restored.getByRole('button', { name: 'Show on board' })).toBeInTheDocument()

  const second = within(list.getAllByRole('listitem')[1]!)
  await user.click(second.getByRole('button', { name: 'Delete note' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1))
  expect(notes.getByRole('textbox', { name: 'Note' })).toHaveFocus()
})

test('"Edit note" changes the text, then takes the board\'s position; Escape cancels; focus returns to "Edit note"', async () => {
  const { user, server } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (server, token) => {
      await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 30, text: 'Italian', moves: ITALIAN } },
      })
    },
  })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  const note = within((await notes.findAllByRole('listitem'))[0]!)
  await user.click(note.getByRole('button', { name: 'Edit note' }))
  const text = note.getByRole('textbox', { name: 'Note text' })
  expect(text).toHaveFocus()
  await user.clear(text)
  await user.type(text, 'The Italian Game')
  await user.click(note.getByRole('button', { name: 'Save note' }))
  await waitFor(() =>
    expect(note.queryByRole('textbox', { name: 'Note text' })).not.toBeInTheDocument(),
  )
  expect(note.getByText('The Italian Game')).toBeInTheDocument()
  expect(note.getByText('1. e4 e5 2. Nf3 Nc6 3. Bc4')).toBeInTheDocument()
  expect(note.getByRole('button', { name: 'Edit note' })).toHaveFocus()

  // Edit opens with the note's position on the board; a move there, then "Use the board's
  // position", saves the longer line.
  await user.click(note.getByRole('button', { name: 'Edit note' }))
  await playOnBoard(user, 'Bc5')
  await user.click(note.getByRole('checkbox', { name: "Use the board's position" }))
  await user.click(note.getByRole('button', { name: 'Save note' }))
  expect(await note.findByText('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5')).toBeInTheDocument()

  await user.click(note.getByRole('button', { name: 'Edit note' }))
  await user.type(note.getByRole('textbox', { name: 'Note text' }), ' (changed my mind){Escape}')
  expect(note.queryByRole('textbox', { name: 'Note text' })).not.toBeInTheDocument()
  expect(note.getByText('The Italian Game')).toBeInTheDocument()
  expect(note.getByRole('button', { name: 'Edit note' })).toHaveFocus()
  const { token } = await server.login()
  const [stored] = (await server.call('GET', '/api/user/notes/Eas20kFpAYw', { token })).body.notes
  expect(stored).toMatchObject({ text: 'The Italian Game', moves: [...ITALIAN, 'Bc5'] })
})

test('"Import PGN" turns each game into a note and says how many, and why a game was skipped', async () => {
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  await user.click(notes.getByRole('button', { name: 'Import PGN' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Import PGN' }))
  const pgn = [
    '[Event "Lesson"]\n\n{ 1:05 The Italian } 1. e4 e5 2. Nf3 (2. f4) Nc6 3. Bc4 *',
    '[Event "Lesson"]\n[SetUp "1"]\n[FEN "6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1"]\n\n{ 2:10 Back rank } 1. Re8# *',
    '[Event "Broken"]\n\n1. e4 e4 *',
  ].join('\n\n')
  await user.click(dialog.getByRole('textbox', { name: 'PGN' }))
  await user.paste(pgn)
  await user.click(dialog.getByRole('button', { name: 'Import' }))
  const status = await dialog.findByText('2 notes imported')
  expect(status.closest('[role="status"]')).toHaveTextContent(
    'Game 3 was skipped: 1... e4 is not legal here.',
  )
  expect(status.closest('[role="status"]')).toHaveTextContent(
    'Game 1: variations are not kept in notes: 1 left out.',
  )
  await user.click(dialog.getByRole('button', { name: 'Close' }))
  const list = within(await notes.findByRole('list', { name: 'Your notes' }))
  expect(list.getByRole('link', { name: 'Jump to 1:05' })).toBeInTheDocument()
  expect(list.getByText('1. e4 e5 2. Nf3 Nc6 3. Bc4')).toBeInTheDocument()
  expect(list.getByRole('link', { name: 'Jump to 2:10' })).toBeInTheDocument()
  expect(list.getByText('1. Re8#')).toBeInTheDocument()
  expect(notes.getByRole('button', { name: 'Import PGN' })).toHaveFocus()
})

test('a note with a position names its opening: by its moves (1. c3 c5 is the Saragossa), or by its position alone', async () => {
  await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (server, token) => {
      const note = (body: object) =>
        server.call('POST', '/api/user/notes/Eas20kFpAYw', { token: token!, body: { note: body } })
      await note({ timeSeconds: 10, text: 'Saragossa', moves: ['c3', 'c5'] })
      await note({
        timeSeconds: 20,
        text: 'Alapin, from a FEN',
        fen: 'rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2',
      })
    },
  })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  const item = async (text: string) =>
    within((await notes.findByText(text)).closest('li') as HTMLElement)
  expect(
    await (await item('Saragossa')).findByText('Opening: A00 Saragossa Opening'),
  ).toBeInTheDocument()
  expect(
    await (
      await item('Alapin, from a FEN')
    ).findByText('Opening: B22 Sicilian Defense: Alapin Variation'),
  ).toBeInTheDocument()
})
