import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

// docs/product.md, "Watch and study": notes with board positions.

const SICILIAN = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2'

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
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'The Sicilian')
  await user.type(notes.getByRole('textbox', { name: 'Position (FEN)' }), SICILIAN)
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  const list = within(await notes.findByRole('list', { name: 'Your notes' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2))
  const sicilian = within(list.getAllByRole('listitem')[1]!)
  expect(sicilian.getByText('The Sicilian')).toBeInTheDocument()
  expect(
    await sicilian.findByRole('img', { name: /^Position at 1:35, White to move/ }),
  ).toBeInTheDocument()
  expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('')

  youtube.players()[0]!.seekTo(300)
  const jump = sicilian.getByRole('link', { name: 'Jump to 1:35' })
  // The moment as an address that can be copied and shared.
  expect(jump).toHaveAttribute('href', '/singlevideo/Eas20kFpAYw?t=95')
  await user.click(jump)
  expect(Math.floor(youtube.players()[0]!.getCurrentTime())).toBe(95)

  await user.click(sicilian.getByRole('button', { name: 'Delete note' }))
  await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1))
})

test('a position that is not a legal FEN is refused with the message, and nothing is saved', async () => {
  const { user, server } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'Mistyped')
  // Laid out as a position, but Black's pawn on c5 cannot have just moved two squares to c6.
  await user.type(
    notes.getByRole('textbox', { name: 'Position (FEN)' }),
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 2',
  )
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  expect(await notes.findByRole('alert')).toHaveTextContent('That is not a valid FEN position.')
  const { token } = await server.login()
  expect((await server.call('GET', '/api/user/notes/Eas20kFpAYw', { token })).body.notes).toEqual(
    [],
  )
  expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('Mistyped')
})

test('"Export notes" offers a PGN file of the noted positions', async () => {
  const created: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob)
    return 'blob:notes'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (server, token) => {
      await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 95, text: 'The Sicilian', fen: SICILIAN } },
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

test('a position with the side not to move in check is refused: "That is not a legal position."', async () => {
  const { user, server } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  await user.type(notes.getByRole('textbox', { name: 'Note' }), 'Rook check')
  // Black is in check, and it is White's move: no game reaches it.
  await user.type(
    notes.getByRole('textbox', { name: 'Position (FEN)' }),
    '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1',
  )
  await user.click(notes.getByRole('button', { name: 'Add note' }))
  expect(await notes.findByRole('alert')).toHaveTextContent('That is not a legal position.')
  expect(notes.getByRole('textbox', { name: 'Position (FEN)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  const { token } = await server.login()
  expect((await server.call('GET', '/api/user/notes/Eas20kFpAYw', { token })).body.notes).toEqual(
    [],
  )
})
