import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { findToast, renderApp } from '@/testing/render-app'
import { ALEX, GUEST } from '@/testing/test-server'
import { captureDownloads } from '@/testing/downloads'

// The lesson editor (docs/product.md, "Lessons"): a curator records moves against the playing
// video, branches, promotes, saves, exports; the file imports into another video the same.

afterEach(() => vi.restoreAllMocks())

const moveNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent!.replace(/\s+/g, ' ').trim())

async function openEditor(videoId: string) {
  const setup = await renderApp({ url: `/studio/lesson/${videoId}`, user: ALEX })
  await screen.findByRole('heading', { level: 1, name: /^Lesson: / }, { timeout: 5000 })
  const board = within(screen.getByRole('region', { name: 'Board' }))
  const move = await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  const lesson = within(screen.getByRole('region', { name: 'Lesson' }))
  const play = async (text: string) => {
    await setup.user.clear(move)
    await setup.user.type(move, `${text}{Enter}`)
  }
  return { ...setup, board, lesson, play }
}

test('the editor’s headings go down one level at a time (axe "heading-order")', async () => {
  await openEditor('wofz0k6FCMU')
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1}`).toBeLessThanOrEqual(levels[i - 1]! + 1)
  })
})

test('"Record moves" before the video has started gives a move no time (not 0:00)', async () => {
  installFakeYouTube()
  const { lesson, play, user } = await openEditor('wofz0k6FCMU')
  await user.click(screen.getByRole('checkbox', { name: 'Record moves' }))
  await play('e4')
  const list = lesson.getByRole('list', { name: 'Lesson moves' })
  expect(moveNames(list)).toEqual(['1. e4'])
  expect(lesson.queryByRole('button', { name: /^Jump to / })).toBeNull()
})

test('a curator records moves at the player’s times, branches from move 2, promotes, saves and exports; the file imports into another video the same', async () => {
  const youtube = installFakeYouTube()
  const { files: created, clicks: clicked } = captureDownloads()
  const { lesson, play, user, server, unmount } = await openEditor('wofz0k6FCMU')
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Lesson: .+/)
  await user.click(screen.getByRole('button', { name: /^Play / }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  const player = youtube.players()[0]!
  await user.click(screen.getByRole('checkbox', { name: 'Record moves' }))
  for (const [seconds, move] of [
    [10, 'e4'],
    [20, 'e5'],
    [30, 'Nf3'],
  ] as const) {
    player.pauseVideo()
    player.seekTo(seconds)
    await play(move)
  }
  const list = lesson.getByRole('list', { name: 'Lesson moves' })
  expect(moveNames(list)).toEqual(['1. e4', '0:10', '1... e5', '0:20', '2. Nf3', '0:30'])
  // From move 2 another move starts a variation; the same move only steps forward.
  await user.click(lesson.getByRole('button', { name: '1... e5' }))
  await play('Nf3')
  expect(lesson.getByRole('button', { name: '2. Nf3' })).toHaveAttribute('aria-current', 'true')
  await user.click(lesson.getByRole('button', { name: '1... e5' }))
  player.seekTo(40)
  await play('Nc3')
  const variation = lesson.getByRole('button', { name: '2. Nc3' })
  expect(variation.closest('ol')).not.toBe(list)
  // A comment, an annotation and a time for the move on the board.
  await user.type(lesson.getByRole('textbox', { name: 'Comment' }), 'The Vienna.')
  await user.selectOptions(lesson.getByRole('combobox', { name: 'Annotation' }), '!?')
  const time = lesson.getByRole('textbox', { name: 'Time' })
  await user.clear(time)
  await user.type(time, '12:3x{Enter}')
  expect(lesson.getByRole('alert')).toHaveTextContent('That is not a time like 12:34.')
  await user.clear(time)
  await user.type(time, '0:45{Enter}')
  await user.click(lesson.getByRole('button', { name: 'Make main line' }))
  expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(
    /^2\. Nc3!\? 0:45 The Vienna\./,
  )

  await user.click(screen.getByRole('button', { name: 'Save lesson' }))
  expect(await findToast('Lesson saved!')).toBeInTheDocument()
  const stored = (await server.call('GET', '/api/videos/wofz0k6FCMU/lesson')).body.lesson
  expect(stored.moves).toEqual([
    { san: 'e4', timeSeconds: 10 },
    { san: 'e5', timeSeconds: 20 },
    {
      san: 'Nc3',
      timeSeconds: 45,
      comment: 'The Vienna.',
      nags: ['!?'],
      variations: [[{ san: 'Nf3', timeSeconds: 30 }]],
    },
  ])

  await user.click(screen.getByRole('button', { name: 'Export PGN' }))
  expect(clicked.mock.contexts.at(-1)).toHaveProperty('download', 'wofz0k6FCMU-lesson.pgn')
  const pgn = await created.at(-1)!.text()
  expect(pgn).toContain('[%vt 45]')
  unmount()

  // Another video's editor: its demo lesson has moves, so importing asks first.
  const other = await openEditor('Eas20kFpAYw')
  await other.user.click(screen.getByRole('button', { name: 'Import PGN' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Import PGN' }))
  await other.user.click(dialog.getByRole('textbox', { name: 'PGN' }))
  await other.user.paste(pgn)
  await other.user.click(dialog.getByRole('button', { name: 'Import' }))
  await other.user.click(dialog.getByRole('button', { name: 'Replace lesson' }))
  await other.user.click(screen.getByRole('button', { name: 'Save lesson' }))
  expect(await findToast('Lesson saved!')).toBeInTheDocument()
  const imported = (await other.server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).body.lesson
  expect(imported.moves).toEqual(stored.moves)
})

test('an illegal PGN is refused, naming the move; leaving with unsaved changes asks first; Delete lesson asks and deletes', async () => {
  const { lesson, play, user, server } = await openEditor('Eas20kFpAYw')
  await user.click(screen.getByRole('button', { name: 'Import PGN' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Import PGN' }))
  await user.type(dialog.getByRole('textbox', { name: 'PGN' }), '1. e4 e5 2. Ke3 *')
  await user.click(dialog.getByRole('button', { name: 'Import' }))
  expect(dialog.getByRole('alert')).toHaveTextContent('2. Ke3 is not legal here.')
  await user.keyboard('{Escape}')

  await user.click(lesson.getByRole('button', { name: '23... Be3' }))
  await play('Qxe3')
  await user.click(screen.getAllByRole('link', { name: 'Explore' })[0]!)
  const leave = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }))
  await user.click(leave.getByRole('button', { name: 'Cancel' }))
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Lesson: /)

  await user.click(screen.getByRole('button', { name: 'Delete lesson' }))
  const confirm = within(await screen.findByRole('dialog', { name: 'Delete lesson?' }))
  await user.click(confirm.getByRole('button', { name: 'Delete lesson' }))
  expect(await findToast('Lesson deleted')).toBeInTheDocument()
  expect((await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).status).toBe(404)
  // Nothing is left unsaved: leaving asks nothing.
  await user.click(screen.getAllByRole('link', { name: 'Explore' })[0]!)
  expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument()
})

test('a PGN of several games offers them under "Game"; a lesson past its limits is refused, naming the move', async () => {
  const { lesson, user } = await openEditor('wofz0k6FCMU')
  await user.click(screen.getByRole('button', { name: 'Import PGN' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Import PGN' }))
  const text = dialog.getByRole('textbox', { name: 'PGN' })
  await user.click(text)
  await user.paste(`1. e4 {${'x'.repeat(2001)}} *`)
  await user.click(dialog.getByRole('button', { name: 'Import' }))
  expect(dialog.getByRole('alert')).toHaveTextContent(
    'A comment can have at most 2,000 characters: the one on 1. e4 has more.',
  )
  await user.clear(text)
  await user.paste(
    '[White "Anderssen"]\n[Black "Kieseritzky"]\n\n1. e4 e5 *\n\n[White "Aronian"]\n[Black "Anand"]\n\n1. d4 d5 *',
  )
  const game = dialog.getByRole('combobox', { name: 'Game' })
  expect(
    within(game)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Anderssen – Kieseritzky', 'Aronian – Anand'])
  expect(game).toHaveAccessibleDescription('This PGN holds 2 games; a lesson is one of them.')
  await user.selectOptions(game, 'Aronian – Anand')
  await user.click(dialog.getByRole('button', { name: 'Import' }))
  expect(moveNames(lesson.getByRole('list', { name: 'Lesson moves' }))).toEqual([
    '1. d4',
    '1... d5',
  ])
})

test('the studio says each video’s lesson and links to its editor; only curators edit', async () => {
  const { user } = await renderApp({ url: '/studio', user: ALEX })
  const table = await screen.findByRole('table', {}, { timeout: 5000 })
  const row = within(table).getByRole('row', { name: /Anand's Immortal/ })
  expect(await within(row).findByRole('cell', { name: '23 moves' })).toBeInTheDocument()
  expect(within(table).getAllByRole('cell', { name: 'None' }).length).toBeGreaterThan(0)
  await user.click(within(row).getByRole('link', { name: "Edit lesson: Anand's Immortal" }))
  expect(
    await screen.findByRole('heading', { level: 1, name: "Lesson: Anand's Immortal" }),
  ).toBeInTheDocument()
})

test('a learner who is not a curator is told so', async () => {
  await renderApp({ url: '/studio/lesson/Eas20kFpAYw', user: GUEST })
  expect(await screen.findByText('Only curators can edit lessons.')).toBeInTheDocument()
})

test('"Starting position" takes a FEN while the lesson has no moves; the lesson starts there', async () => {
  const FEN = '4k3/8/8/8/8/8/4R3/4K3 b - - 0 1'
  const { lesson, play, user, server } = await openEditor('wofz0k6FCMU')
  const start = screen.getByRole('textbox', { name: 'Starting position' })
  await user.clear(start)
  await user.type(start, '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1{Enter}')
  expect(screen.getByRole('alert')).toHaveTextContent('That is not a legal position.')
  await user.clear(start)
  await user.type(start, `${FEN}{Enter}`)
  await play('Kd7')
  expect(lesson.getByRole('button', { name: '1... Kd7' })).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Starting position' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save lesson' }))
  expect(await findToast('Lesson saved!')).toBeInTheDocument()
  const stored = (await server.call('GET', '/api/videos/wofz0k6FCMU/lesson')).body.lesson
  expect(stored).toMatchObject({ startFen: FEN, moves: [{ san: 'Kd7' }], plyCount: 1 })
})

test('a position loaded on the editor’s board is not the lesson: the lesson keeps its moves', async () => {
  const { board, lesson, user, server } = await openEditor('Eas20kFpAYw')
  await user.type(
    board.getByRole('textbox', { name: 'Load position' }),
    '4k3/8/8/8/8/8/4R3/4K3 b - - 0 1',
  )
  await user.click(board.getByRole('button', { name: 'Load' }))
  expect(lesson.getAllByRole('button', { name: /^\d+\.{1,3} / })).toHaveLength(46)
  await user.click(lesson.getByRole('button', { name: 'Next move' }))
  expect(lesson.getByRole('button', { name: '1. d4' })).toHaveAttribute('aria-current', 'true')
  await user.click(screen.getByRole('button', { name: 'Save lesson' }))
  expect(await findToast('Lesson saved!')).toBeInTheDocument()
  const stored = (await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).body.lesson
  expect(stored).toMatchObject({ plyCount: 46 })
  expect(stored.startFen).toBeUndefined()
})
