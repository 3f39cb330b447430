import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { findCard, renderApp, type RenderAppOptions } from '@/testing/render-app'
import { ALEX } from '@/testing/test-server'
import { requestsSeen } from '@/testing/requests-seen'

// The Lesson region of the video page (docs/product.md, "Lessons"), logged out, as a learner
// meets the demo lesson (Aronian – Anand on "Anand's Immortal").

const AFTER_14_F4 = '2rq1rk1/pb1n1ppN/3bp3/1pp5/3P1Pn1/P1NBP3/1PQ3PP/R1B2RK1 b - - 0 14'

async function openLesson(options: Omit<RenderAppOptions, 'url'> = {}) {
  const setup = await renderApp({ url: '/singlevideo/Eas20kFpAYw', ...options })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const lesson = within(await board.findByRole('region', { name: 'Lesson' }, { timeout: 5000 }))
  const fen = () => (board.getByRole('textbox', { name: 'FEN' }) as HTMLInputElement).value
  const current = () =>
    within(lesson.getByRole('list', { name: 'Lesson moves' }))
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'true')
      .map((button) => button.textContent)
  return { ...setup, board, lesson, fen, current }
}

test("the demo lesson's moves are numbered buttons; one shows its position, and the steps walk the line", async () => {
  const { board, lesson, fen, current, user } = await openLesson()
  const moves = within(lesson.getByRole('list', { name: 'Lesson moves' })).getAllByRole('button')
  expect(moves).toHaveLength(46)
  expect(moves.slice(0, 3).map((move) => move.getAttribute('aria-current'))).toEqual([
    null,
    null,
    null,
  ])
  expect(lesson.getByRole('button', { name: '1. d4' })).toBeInTheDocument()
  expect(lesson.getByRole('button', { name: '13... Ng4' })).toBeInTheDocument()
  expect(lesson.getByRole('button', { name: '23... Be3' })).toBeInTheDocument()
  expect(lesson.getByRole('button', { name: 'Previous move' })).toBeDisabled()
  // Who played, where and when, and the result after the last move (issue 59).
  expect(
    lesson.getByText(
      'Aronian, Levon – Anand, Viswanathan · Tata Steel Masters · Wijk aan Zee NED · 2013',
    ),
  ).toBeInTheDocument()
  const steps = within(lesson.getByRole('list', { name: 'Lesson moves' })).getAllByRole('listitem')
  expect(steps.at(-1)).toHaveTextContent(/^0-1$/)

  // Each move shown is said as a played move is, in a live region (issue 59: stepping was silent).
  const spoken = () =>
    [...board.getByRole('region', { name: 'Lesson' }).querySelectorAll('[aria-live]')]
      .map((region) => region.textContent)
      .filter(Boolean)
  await user.click(lesson.getByRole('button', { name: '14. f4' }))
  expect(fen()).toBe(AFTER_14_F4)
  expect(current()).toEqual(['14. f4'])
  expect(spoken()).toEqual(['White plays pawn f4'])
  await user.click(lesson.getByRole('button', { name: 'Next move' }))
  expect(lesson.getByRole('button', { name: '14... cxd4' })).toHaveAttribute('aria-current', 'true')
  expect(spoken()).toEqual(['Black plays pawn c takes d4'])
  await user.click(lesson.getByRole('button', { name: 'Previous move' }))
  await user.click(lesson.getByRole('button', { name: 'Previous move' }))
  expect(lesson.getByRole('button', { name: '13... Ng4' })).toHaveAttribute('aria-current', 'true')
  expect(spoken()).toEqual(['Black plays knight g4'])
  // The arrow keys step while focus is in the region.
  await user.keyboard('{ArrowRight}')
  expect(fen()).toBe(AFTER_14_F4)
  expect(spoken()).toEqual(['White plays pawn f4'])
  await user.keyboard('{ArrowLeft}{ArrowLeft}')
  expect(lesson.getByRole('button', { name: '13. Nxh7' })).toHaveAttribute('aria-current', 'true')
})

test('by keyboard alone: Tab to a move, Enter shows it; a move of the learner’s own leaves the lesson unmarked', async () => {
  const { board, lesson, fen, current, user } = await openLesson()
  lesson.getByRole('button', { name: 'Next move' }).focus()
  await user.keyboard('{Enter}')
  expect(current()).toEqual(['1. d4'])
  // Past "I play", "Guess the moves" and "Log in" (between the steps and the moves).
  for (let stop = 0; stop < 4; stop++) await user.tab()
  expect(document.activeElement).toHaveAccessibleName('1. d4')
  // One Tab stop for the list: the arrows, Home and End step in it and the focus follows the
  // move shown, so Enter never goes back to one left behind (issue 59).
  await user.keyboard('{ArrowRight}')
  expect(current()).toEqual(['1... d5'])
  expect(document.activeElement).toHaveAccessibleName('1... d5')
  await user.keyboard('{End}')
  expect(current()).toEqual(['23... Be3'])
  expect(document.activeElement).toHaveAccessibleName('23... Be3')
  await user.keyboard('{Home}')
  expect(document.activeElement).toHaveAccessibleName('1. d4')
  await user.keyboard('{ArrowRight}{Enter}')
  expect(current()).toEqual(['1... d5'])
  await user.tab()
  expect(lesson.getByRole('list', { name: 'Lesson moves' })).not.toContainElement(
    document.activeElement as HTMLElement,
  )
  await user.tab({ shift: true })
  expect(document.activeElement).toHaveAccessibleName('1... d5')
  const move = board.getByRole('textbox', { name: 'Move' })
  await user.type(move, 'Bf4{Enter}')
  expect(current()).toEqual([])
  expect(fen()).toContain('3p4/3P1B2')
  // From the learner's move, "Previous move" goes back to the lesson's, "Next move" on from it.
  await user.click(lesson.getByRole('button', { name: 'Next move' }))
  expect(current()).toEqual(['2. c4'])
})

test('"Follow the video" follows the lesson’s timed moves as the video plays and is sought, and says each', async () => {
  const youtube = installFakeYouTube()
  const { board, lesson, current, user } = await openLesson({
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      await server.call('PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
        token,
        body: {
          pgn: '1. d4 {[%vt 10]} d5 {[%vt 0:20]} 2. c4! {[%vt 75] The gambit.} (2. Nf3 {[%vt 30]}) *',
        },
      })
    },
  })
  // Offered logged out, on by default.
  expect(board.getByRole('checkbox', { name: 'Follow the video' })).toBeChecked()
  expect(lesson.getByRole('button', { name: 'Jump to 1:15' })).toBeInTheDocument()
  // The variation is a list nested right after the move it replaces, with its annotation and
  // comment after the move.
  const c4 = lesson.getByRole('button', { name: '2. c4' }).closest('li')!
  expect(c4).toHaveTextContent(/^2\. c4! 1:15 The gambit\.2\. Nf3 0:30$/)
  expect(within(within(c4).getByRole('list')).getByRole('button', { name: '2. Nf3' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  const player = youtube.players()[0]!
  player.seekTo(5)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(current()).toEqual([])
  player.seekTo(35) // the variation's time is not the main line's
  await waitFor(() => expect(current()).toEqual(['1... d5']))
  expect(lesson.getByText('1... d5: Black plays pawn d5')).toBeInTheDocument()
  player.seekTo(80)
  await waitFor(() => expect(current()).toEqual(['2. c4']))
  player.seekTo(12)
  await waitFor(() => expect(current()).toEqual(['1. d4']))
  // "Jump to 1:15": the video seeks there and the board shows the move.
  await user.click(lesson.getByRole('button', { name: 'Jump to 1:15' }))
  expect(player.getCurrentTime()).toBeCloseTo(75, 0)
  expect(current()).toEqual(['2. c4'])
})

test('a video without a lesson never asks for one: the catalogue says it has none (no 404 logged)', async () => {
  let asked: string[] = []
  await renderApp({
    url: '/singlevideo/wofz0k6FCMU',
    beforeRender: async (server) => {
      asked = requestsSeen(server)
    },
  })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  expect(await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })).toBeVisible()
  expect(board.queryByRole('region', { name: 'Lesson' })).toBeNull()
  expect(asked.some((url) => url.includes('/api/video/wofz0k6FCMU'))).toBe(true)
  expect(asked.filter((url) => url.endsWith('/lesson'))).toEqual([])
})

test('a score sheet’s numbers: a Black move after a variation or a comment is numbered again; an annotation and its comment are apart', async () => {
  const { lesson } = await openLesson({
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      await server.call('PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
        token,
        body: {
          pgn: '1. e4 e5 2. Nf3 (2. f4) Nc6 3. Bc4!? {The Italian is also fine.} Nf6 4. d3 *',
        },
      })
    },
  })
  const shownNumber = (name: string) =>
    lesson.getByRole('button', { name }).querySelector('.lesson-number')?.textContent ?? null
  expect(shownNumber('1... e5')).toBeNull()
  expect(shownNumber('2... Nc6')).toBe('2...')
  expect(shownNumber('3... Nf6')).toBe('3...')
  expect(lesson.getByRole('button', { name: '3. Bc4' }).closest('li')).toHaveTextContent(
    '3. Bc4!? The Italian is also fine.',
  )
})

test('a lesson added since the catalogue was read: its video page has the lesson and its "Opening:" line', async () => {
  const { server, user } = await renderApp({ url: '/explore' })
  const card = await findCard('The shortest game')
  expect(within(card).queryByText(/^Opening:/)).toBeNull()
  // Saved elsewhere (another tab, another curator): this page's catalogue does not know of it.
  const { token } = await server.login(ALEX)
  const pgn = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *'
  await server.call('PUT', '/api/catalogue/videos/wofz0k6FCMU/lesson', { token, body: { pgn } })
  await user.click(within(card).getByRole('link', { name: /The shortest game/ }))
  const title = await screen.findByRole('heading', { level: 1, name: 'The shortest game' })
  const details = title.closest('article')!
  // Issue 59: the page kept the catalogue's copy of the video, without its opening.
  expect(await within(details).findByText('Opening: C84 Ruy Lopez: Closed')).toBeInTheDocument()
  const board = within(screen.getByRole('region', { name: 'Board' }))
  expect(await board.findByRole('region', { name: 'Lesson' }, { timeout: 5000 })).toBeVisible()
})
