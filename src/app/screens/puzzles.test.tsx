import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'
import { requestsSeen } from '@/testing/requests-seen'
import { ALEX, GUEST } from '@/testing/test-server'

// docs/product.md, "Puzzles". 00BNd (fork, 881): after 1... Bxb5 White plays Nxe7+ Kf8 Nxc8.

async function play(user: UserEvent, move: string) {
  const box = await screen.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.clear(box)
  await user.type(box, `${move}{Enter}`)
}

test('a visitor chooses themes and a difficulty, then "Start" brings a puzzle of them', async () => {
  const { user } = await renderApp({ url: '/puzzles' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Puzzles' })).toBeInTheDocument()
  const themes = within(await screen.findByRole('group', { name: 'Themes' }))
  expect(themes.getByText('None ticked: every theme.')).toBeInTheDocument()
  await user.click(themes.getByRole('checkbox', { name: /^Fork \(\d+\)$/ }))
  // The hint follows the boxes (issue 59: it said "None ticked" with themes ticked).
  expect(themes.getByText('1 ticked: that theme only.')).toBeInTheDocument()
  await user.click(themes.getByRole('checkbox', { name: /^Pin \(\d+\)$/ }))
  expect(themes.getByText('2 ticked: any of them.')).toBeInTheDocument()
  expect(themes.queryByText('None ticked: every theme.')).toBeNull()
  expect(themes.getByRole('checkbox', { name: /^Mate in 2 \(\d+\)$/ })).not.toBeChecked()
  // The rarer themes wait behind "More themes".
  expect(themes.queryByRole('checkbox', { name: /^Zugzwang/ })).toBeNull()
  await user.click(themes.getByRole('button', { name: /^More themes \(\d+\)$/ }))
  expect(themes.getByRole('checkbox', { name: /^Zugzwang \(\d+\)$/ })).toBeInTheDocument()
  expect(themes.getByRole('button', { name: 'Fewer themes' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Medium')
  await user.click(screen.getByRole('button', { name: 'Start' }))
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  expect(await puzzle.findByText(/^\d+ puzzles match\.$/)).toBeInTheDocument()
  expect(
    await puzzle.findByRole('heading', { level: 2, name: /^(White|Black) to play$/ }),
  ).toBeInTheDocument()
  // Logged out, nothing is counted.
  expect(puzzle.queryByRole('list', { name: 'Your puzzles' })).toBeNull()
})

test('solved by the Move box: the opponent moves first, replies come by themselves; then its themes and rating', async () => {
  const { user } = await renderApp({ url: '/puzzles?id=00BNd' })
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  expect(await puzzle.findByRole('heading', { name: 'White to play' })).toBeInTheDocument()
  // The opponent's move is said before "Your move." (issue 59: it was drawn only).
  expect(
    await puzzle.findByText('Black plays bishop takes b5. Your move.', {}, { timeout: 3000 }),
  ).toBeInTheDocument()
  await play(user, 'Nxe7+')
  expect(
    await puzzle.findByText('Correct! The reply: Kf8. Your move.', {}, { timeout: 3000 }),
  ).toBeInTheDocument()
  await play(user, 'Nxc8')
  expect(await puzzle.findByRole('status')).toHaveTextContent('Solved!')
  // The Lichess file's popularity of 00BNd (100), kept by the store and answered with it (issue 60).
  expect(
    puzzle.getByText(
      'Themes: Advantage, Fork, Middlegame, Short. Rating 881. Popularity on Lichess: 100 (from −100 to 100).',
    ),
  ).toBeInTheDocument()
  expect(puzzle.getByRole('button', { name: 'Next puzzle' })).toBeInTheDocument()
  expect(puzzle.queryByRole('button', { name: 'Save as drill' })).toBeNull()
})

test('a wrong move: "Not quite." with "Retry" and "Show solution"; logged in, the stats line says so', async () => {
  const { user } = await renderApp({ url: '/puzzles?themes=fork&id=00BNd', user: GUEST })
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  const stats = await puzzle.findByRole('list', { name: 'Your puzzles' })
  expect(stats).toHaveTextContent('Fork: none tried yet')
  expect(await puzzle.findByText(/ Your move\.$/, {}, { timeout: 3000 })).toBeInTheDocument()
  await play(user, 'Nxf6+')
  expect(await puzzle.findByText('Not quite.')).toBeInTheDocument()
  await waitFor(() => expect(stats).toHaveTextContent('Fork: 0 of 1 solved first try'))
  await user.click(puzzle.getByRole('button', { name: 'Retry' }))
  // "Retry" left with the end: focus is not lost to the page.
  expect(puzzle.getByRole('heading', { level: 2, name: 'White to play' })).toHaveFocus()
  await play(user, 'Nxe7+')
  await puzzle.findByText('Correct! The reply: Kf8. Your move.', {}, { timeout: 3000 })
  await play(user, 'Nxc8')
  expect(await puzzle.findByText('Solved!')).toBeInTheDocument()
  // Solved, but not at the first try.
  await waitFor(() => expect(stats).toHaveTextContent('Fork: 0 of 1 solved first try'))
  await user.click(puzzle.getByRole('button', { name: 'Save as drill' }))
  expect(await screen.findByText('Drill saved!')).toBeInTheDocument()
  await user.click(puzzle.getByRole('button', { name: 'Next puzzle' }))
  const next = await puzzle.findByRole('heading', { level: 2, name: /^(White|Black) to play$/ })
  await waitFor(() => expect(next).toHaveFocus())
})

test('a wrong move stays "Not quite." (Lichess’s rule) and is explained by the engine', async () => {
  // The double of Stockfish: any move but its first three legal ones is three pawns worse.
  setEngineWorker(() => new FakeEngine())
  try {
    const { user } = await renderApp({ url: '/puzzles?id=00BNd' })
    const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
    expect(await puzzle.findByText(/ Your move\.$/, {}, { timeout: 3000 })).toBeInTheDocument()
    await play(user, 'Nxf6+')
    expect(await puzzle.findByText('Not quite.')).toBeInTheDocument()
    expect(await puzzle.findByText('Engine: 0.0 → −3.0')).toBeInTheDocument()
    expect(puzzle.getByText('Best move:')).toBeInTheDocument()
    expect(puzzle.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  } finally {
    setEngineWorker(null)
  }
})

test('"Show solution" plays the puzzle’s line', async () => {
  const { user } = await renderApp({ url: '/puzzles?id=00BNd' })
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  expect(await puzzle.findByText(/ Your move\.$/, {}, { timeout: 3000 })).toBeInTheDocument()
  await play(user, 'a5')
  expect(await puzzle.findByText('Not quite.')).toBeInTheDocument()
  await user.click(puzzle.getByRole('button', { name: 'Show solution' }))
  expect(puzzle.getByRole('status')).toHaveTextContent('The solution: Nxe7+ Kf8 Nxc8.')
  expect(
    within(screen.getByRole('list', { name: 'Moves' }))
      .getAllByRole('listitem')
      .at(-1),
  ).toHaveTextContent('Nxc8')
})

test('a video about tactics links to its practice: "Practice N puzzles: …", the filter in the address', async () => {
  const { user } = await renderApp({ url: '/singlevideo/uW1ZUk6nkDE' })
  const practice = await screen.findByRole(
    'link',
    {
      // The most common tactical themes are named first.
      name: /^Practice [\d,]+ puzzles: Kingside attack, Fork, [A-Z][a-z ]+ and \d+ more$/,
    },
    { timeout: 6000 },
  )
  await user.click(practice)
  const themes = within(await screen.findByRole('group', { name: 'Themes' }))
  expect(themes.getByRole('checkbox', { name: /^Fork \(\d+\)$/ })).toBeChecked()
  expect(themes.getByRole('checkbox', { name: /^Mate in 2 \(\d+\)$/ })).not.toBeChecked()
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  expect(await puzzle.findByText(/^[\d,]+ puzzles match\.$/)).toBeInTheDocument()
})

test('a video with a lesson leads with its opening family: "Practice N puzzles: Ruy Lopez" before its topics’ themes (issue 59)', async () => {
  await renderApp({
    url: '/singlevideo/uW1ZUk6nkDE',
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      const pgn = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *'
      await server.call('PUT', '/api/catalogue/videos/uW1ZUk6nkDE/lesson', { token, body: { pgn } })
    },
  })
  const practice = await screen.findByRole('list', { name: 'Practice' }, { timeout: 6000 })
  await waitFor(() => expect(within(practice).getAllByRole('link')).toHaveLength(2), {
    timeout: 6000,
  })
  const [first, second] = within(practice).getAllByRole('link')
  expect(first).toHaveAccessibleName(/^Practice \d+ puzzles?: Ruy Lopez$/)
  expect(first).toHaveAttribute('href', expect.stringContaining('opening=Ruy_Lopez'))
  expect(second).toHaveAccessibleName(/^Practice [\d,]+ puzzles: Kingside attack, Fork/)
})

test('/puzzles/<id> opens that puzzle, and each puzzle links to its own address (issue 59)', async () => {
  await renderApp({ url: '/puzzles/00BNd' })
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  expect(
    await puzzle.findByText('Black plays bishop takes b5. Your move.', {}, { timeout: 3000 }),
  ).toBeInTheDocument()
  expect(puzzle.getByRole('link', { name: 'Link to this puzzle' })).toHaveAttribute(
    'href',
    '/puzzles/00BNd',
  )
})

test('the first puzzle of a filter is looked for after a place drawn at random, not from the start (issue 59)', async () => {
  let asked: string[] = []
  await renderApp({
    url: '/puzzles?themes=fork&difficulty=any',
    beforeRender: async (server) => {
      asked = requestsSeen(server)
    },
  })
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  expect(await puzzle.findByRole('heading', { level: 2 })).toBeInTheDocument()
  const first = asked.find((url) => url.includes('/api/puzzles/next'))!
  // A fresh browser always met the same first puzzle: the read started at the index's start.
  expect(new URL(first, 'http://x').searchParams.get('after')).toMatch(/^[0-9A-Za-z]{8}$/)
})
