import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { ALEX, GUEST, type TestServer } from '@/testing/test-server'

// docs/product.md, "Drills: pause, solve, remember": making a drill on a note, and /review.

const VIDEO = '/singlevideo/Eas20kFpAYw'

/** A note after 1. e4 e5 at 1:00 and, when `solution` is given, its drill. */
async function noteWithDrill(server: TestServer, token: string, solution?: string[]) {
  const { body } = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 60, text: 'The open game', moves: ['e4', 'e5'] } },
  })
  const noteId = body.notes[0]._id
  if (solution)
    await server.call('POST', '/api/user/drills', { token, body: { drill: { noteId, solution } } })
}

async function play(user: UserEvent, move: string) {
  const box = await screen.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.clear(box)
  await user.type(box, `${move}{Enter}`)
}

test('a visitor is asked to log in; a learner without drills is told how to make one', async () => {
  await renderApp({ url: '/review' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument()
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toBeInTheDocument()
})

test('"Make drill" takes the note’s position; the moves played become the answer on "Save drill"', async () => {
  const { user } = await renderApp({
    url: VIDEO,
    user: GUEST,
    beforeRender: (server, token) => noteWithDrill(server, token!),
  })
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  const note = within((await notes.findAllByRole('listitem'))[0]!)
  await user.click(note.getByRole('button', { name: 'Make drill' }))
  expect(note.getByRole('status')).toHaveTextContent(
    'Play the answer on the board, then press Save drill.',
  )
  await user.click(note.getByRole('button', { name: 'Save drill' }))
  expect(note.getByRole('alert')).toHaveTextContent('Play the answer on the board first.')
  const board = within(screen.getByRole('region', { name: 'Board' }))
  const moves = await board.findByRole('list', { name: 'Moves' }, { timeout: 5000 })
  expect(within(moves).queryAllByRole('listitem')).toEqual([])
  await play(user, 'Nf3')
  await user.click(note.getByRole('button', { name: 'Save drill' }))
  expect(await screen.findByText('Drill saved!')).toBeInTheDocument()
  expect(await note.findByText('Drill')).toBeInTheDocument()
  // "Save drill" left with the draft: focus goes to the note's "Drill", not to the page.
  await waitFor(() => expect(document.activeElement).toHaveTextContent(/^DrillRemove drill$/))
  expect(note.queryByRole('button', { name: 'Make drill' })).not.toBeInTheDocument()
  // The sidebar counts it: due at once.
  expect(await screen.findByRole('link', { name: 'Review 1' })).toBeInTheDocument()
  await user.click(note.getByRole('button', { name: 'Remove drill' }))
  expect(await note.findByRole('button', { name: 'Make drill' })).toBeInTheDocument()
})

test('a wrong move shows the answer and comes back at the end of the session; the right one is rated', async () => {
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: (server, token) => noteWithDrill(server, token!, ['Nf3']),
  })
  expect(await screen.findByText('1 due')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'White to play' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: "Anand's Immortal from 1:00" })).toBeInTheDocument()
  await play(user, 'd4')
  expect(await screen.findByText('Not quite. The answer was Nf3.')).toBeInTheDocument()
  // The board shows the answer in place of the miss; the Move box left with it, so the status
  // has the focus.
  expect(
    within(screen.getByRole('list', { name: 'Moves' })).getByRole('listitem'),
  ).toHaveTextContent('2. Nf3')
  expect(document.activeElement).toHaveTextContent('Not quite. The answer was Nf3.')
  expect(screen.getByText('The open game')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Watch the moment' })).toHaveAttribute(
    'href',
    '/singlevideo/Eas20kFpAYw?t=60',
  )
  await user.click(screen.getByRole('button', { name: 'Next drill' }))
  // Rated Again: back in the same session, on a board of its own: nothing of the miss is said.
  expect(screen.getByText('1 due')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'White to play' })).toHaveFocus()
  expect(screen.queryByText('White plays pawn d4')).not.toBeInTheDocument()
  await play(user, 'Nf3')
  expect(await screen.findByText('Correct!')).toBeInTheDocument()
  const ratings = within(screen.getByRole('group', { name: 'How did it go?' }))
  expect(ratings.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Again · now',
    expect.stringMatching(/^Hard · \d+ days?$/),
    expect.stringMatching(/^Good · \d+ days?$/),
    expect.stringMatching(/^Easy · \d+ days?$/),
  ])
  await user.click(ratings.getByRole('button', { name: /^Good/ }))
  // The rating's button has gone with the drill: the end's heading takes the focus, and keeps
  // it once the due drills have been read again (the sidebar's count is gone then).
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Nothing to review right now.' }),
  ).toHaveFocus()
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  expect(await library.findByRole('link', { name: 'Review' })).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { level: 2, name: 'Nothing to review right now.' }),
  ).toHaveFocus()
  expect(await screen.findByText(/^Next drill in \d+ days?$/)).toBeInTheDocument()
})

test('a two-move answer plays the reply by itself; a day of reviews makes a streak', async () => {
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: (server, token) => noteWithDrill(server, token!, ['Nf3', 'Nc6', 'Bb5']),
  })
  await play(user, 'Nf3')
  expect(await screen.findByText('Correct!')).toBeInTheDocument()
  expect(
    await screen.findByText('Correct! The reply: Nc6. Your move.', {}, { timeout: 3000 }),
  ).toBeInTheDocument()
  const moves = within(screen.getByRole('list', { name: 'Moves' }))
  expect(moves.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
    ['2. Nf3', 'Nc6', '3. Bb5'].slice(0, 2),
  )
  await play(user, 'Bb5')
  await user.click(await screen.findByRole('button', { name: /^Easy/ }))
  expect(await screen.findByText('Nothing to review right now.')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByText('1-day streak')).toBeInTheDocument())
})

test('more drills due than one answer holds (10): the session goes on with the next ones', async () => {
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (server, token) => {
      for (let n = 0; n < 11; n++) {
        const { body } = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
          token: token!,
          body: { note: { timeSeconds: n, text: `Drill ${n}`, moves: ['e4', 'e5'] } },
        })
        const note = body.notes.find((each: { text: string }) => each.text === `Drill ${n}`)
        await server.call('POST', '/api/user/drills', {
          token: token!,
          body: { drill: { noteId: note._id, solution: ['Nf3'] } },
        })
      }
    },
  })
  expect(await screen.findByText('11 due')).toBeInTheDocument()
  for (let left = 11; left > 0; left--) {
    expect(await screen.findByText(`${left} due`)).toBeInTheDocument()
    await play(user, 'Nf3')
    await user.click(await screen.findByRole('button', { name: /^Easy/ }))
  }
  expect(await screen.findByText('Nothing to review right now.')).toBeInTheDocument()
}, 20_000)

test('deleting a note takes its drill (the sidebar says so); Undo brings both back', async () => {
  const { user } = await renderApp({
    url: VIDEO,
    user: GUEST,
    beforeRender: (server, token) => noteWithDrill(server, token!, ['Nf3']),
  })
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  expect(await library.findByRole('link', { name: 'Review 1' })).toBeInTheDocument()
  const notes = within(await screen.findByRole('region', { name: 'Notes' }))
  const note = within((await notes.findAllByRole('listitem'))[0]!)
  expect(await note.findByText('Drill')).toBeInTheDocument()
  await user.click(note.getByRole('button', { name: 'Delete note' }))
  expect(await library.findByRole('link', { name: 'Review' })).toBeInTheDocument()
  await user.click(await screen.findByRole('button', { name: 'Undo' }))
  expect(await library.findByRole('link', { name: 'Review 1' })).toBeInTheDocument()
  const restored = within((await notes.findAllByRole('listitem'))[0]!)
  expect(await restored.findByText('Drill')).toBeInTheDocument()
  expect(restored.getByText('The open game')).toBeInTheDocument()
})

test('a move the drill accepts besides the answer is "Also correct!" and ends the line as right', async () => {
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (server, given) => {
      const token = given!
      await noteWithDrill(server, token, ['Nf3', 'Nc6', 'Bb5'])
      const [drill] = (await server.call('GET', '/api/user/drills', { token })).body.drills
      await server.call('PATCH', `/api/user/drills/${drill._id}`, {
        token,
        body: { alternatives: [[], ['Bc4']] },
      })
    },
  })
  await play(user, 'Nf3')
  expect(await screen.findByText('Correct! The reply: Nc6. Your move.')).toBeInTheDocument()
  await play(user, 'Bc4')
  expect(await screen.findByText('Also correct!')).toBeInTheDocument()
  expect(screen.getByRole('group', { name: 'How did it go?' })).toBeInTheDocument()
})

test('"Accept d4 too" after a miss: the drill takes d4 from then on, the Again is never sent, and the ratings show', async () => {
  let server!: TestServer
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (given, token) => {
      server = given
      await noteWithDrill(server, token!, ['Nf3'])
    },
  })
  await play(user, 'd4')
  expect(await screen.findByText('Not quite. The answer was Nf3.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Accept d4 too' }))
  expect(await screen.findByText('d4 is accepted from now on.')).toBeInTheDocument()
  expect(
    within(screen.getByRole('list', { name: 'Moves' })).getByRole('listitem'),
  ).toHaveTextContent('2. d4')
  const ratings = within(screen.getByRole('group', { name: 'How did it go?' }))
  await user.click(ratings.getByRole('button', { name: /^Good/ }))
  await screen.findByRole('heading', { level: 2, name: 'Nothing to review right now.' })
  const { user: guest } = await server.login(GUEST)
  await waitFor(async () => {
    const [drill] = await server.store.read((tx) => tx.drills(guest._id))
    expect(drill).toMatchObject({ alternatives: [['d4']], reps: 1, lapses: 0 })
  })
  const reviews = await server.store.read((tx) => tx.reviews(guest._id))
  expect(reviews.map((review) => review.rating)).toEqual(['good'])
})

test('a drill from a lesson names it, "From the lesson of <title>, move 1", linked at the move’s time', async () => {
  await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (server, token) => {
      const curator = (await server.login(ALEX)).token
      await server.call('PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
        token: curator,
        body: {
          lesson: {
            moves: [{ san: 'd4', timeSeconds: 5 }, { san: 'd5', timeSeconds: 9 }, { san: 'c4' }],
          },
        },
      })
      await server.call('POST', '/api/user/lessons/Eas20kFpAYw/training', {
        token: token!,
        body: { side: 'black' },
      })
    },
  })
  expect(await screen.findByText('1 due')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Black to play' })).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: "From the lesson of Anand's Immortal, move 1" }),
  ).toHaveAttribute('href', '/singlevideo/Eas20kFpAYw?t=9')
})

test('a drill made from a note names its opening along the note’s moves (issue 59)', async () => {
  await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (server, token) => {
      // 1. c3 c5 has no name of its own: the way to it, 1. c3, has.
      const { body } = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 10, text: 'Saragossa', moves: ['c3', 'c5'] } },
      })
      const noteId = body.notes[0]._id
      await server.call('POST', '/api/user/drills', {
        token: token!,
        body: { drill: { noteId, solution: ['Nf3'] } },
      })
    },
  })
  expect(await screen.findByText('1 due')).toBeInTheDocument()
  expect(
    await screen.findByText('Opening: A00 Saragossa Opening', {}, { timeout: 5000 }),
  ).toBeInTheDocument()
})
