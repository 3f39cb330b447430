import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { findCard, findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

const STUDY = {
  title: 'Study',
  videoIds: ['6IegDENuxU4', 'uW1ZUk6nkDE', 'Eas20kFpAYw'],
}

async function openStudy() {
  const setup = await renderApp({ url: '/playlist', user: GUEST, seed: { playlists: [STUDY] } })
  await setup.user.click(await screen.findByRole('link', { name: 'Study' }))
  await screen.findByRole('heading', { level: 1, name: 'Study' })
  const { token } = await setup.server.login()
  const { playlists } = (await setup.server.call('GET', '/api/user/playlists', { token })).body
  return { ...setup, playlistId: playlists[0]._id as string }
}

/** The playlist's video titles, in the order the page shows them. */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Study' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

test('Rename saves title and description, refuses a taken title, and Cancel keeps the old ones', async () => {
  const setup = await openStudy()
  const { token } = await setup.server.login()
  await setup.server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Endgames' } },
  })
  expect(screen.getByText('3 videos')).toBeInTheDocument()
  await setup.user.click(screen.getByRole('button', { name: 'Rename' }))
  const title = screen.getByRole('textbox', { name: 'Playlist title' })
  expect(title).toHaveFocus()
  await setup.user.clear(title)
  await setup.user.type(title, 'endgames')
  await setup.user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A playlist with this name already exists!',
  )
  await setup.user.clear(title)
  await setup.user.type(title, 'Sicilian lines')
  await setup.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Najdorf first')
  await setup.user.click(screen.getByRole('button', { name: 'Save' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sicilian lines' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Najdorf first')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus())

  await setup.user.click(screen.getByRole('button', { name: 'Rename' }))
  await setup.user.type(screen.getByRole('textbox', { name: 'Playlist title' }), ' changed')
  await setup.user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.getByRole('heading', { level: 1, name: 'Sicilian lines' })).toBeInTheDocument()
  const stored = await setup.server.call('GET', `/api/user/playlists/${setup.playlistId}`, {
    token,
  })
  expect(stored.body.playlist).toMatchObject({
    title: 'Sicilian lines',
    description: 'Najdorf first',
  })
})

test('Escape cancels Rename and focus goes back to Rename', async () => {
  const setup = await openStudy()
  await setup.user.click(screen.getByRole('button', { name: 'Rename' }))
  await setup.user.type(screen.getByRole('textbox', { name: 'Playlist title' }), ' changed')
  await setup.user.keyboard('{Escape}')
  expect(screen.queryByRole('textbox', { name: 'Playlist title' })).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1, name: 'Study' })).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus())
})

test('Move up and Move down reorder at once, and the server keeps the order', async () => {
  const setup = await openStudy()
  expect(shownOrder()).toEqual([
    'Chess Openings Study',
    'Most Brilliant Chess Moves',
    "Anand's Immortal",
  ])
  const second = await findCard('Most Brilliant Chess Moves')
  await setup.user.click(within(second).getByRole('button', { name: 'Move up' }))
  expect(shownOrder()).toEqual([
    'Most Brilliant Chess Moves',
    'Chess Openings Study',
    "Anand's Immortal",
  ])
  // At the top, Move up does nothing, and focus stays on it.
  const top = within(await findCard('Most Brilliant Chess Moves')).getByRole('button', {
    name: 'Move up',
  })
  expect(top).toHaveFocus()
  expect(top).toHaveAttribute('aria-disabled', 'true')
  await setup.user.click(
    within(await findCard('Chess Openings Study')).getByRole('button', { name: 'Move down' }),
  )
  expect(shownOrder()).toEqual([
    'Most Brilliant Chess Moves',
    "Anand's Immortal",
    'Chess Openings Study',
  ])
  const { token } = await setup.server.login()
  await waitFor(async () => {
    const stored = await setup.server.call('GET', `/api/user/playlists/${setup.playlistId}`, {
      token,
    })
    expect(stored.body.playlist.videos.map((v: { _id: string }) => v._id)).toEqual([
      'uW1ZUk6nkDE',
      'Eas20kFpAYw',
      '6IegDENuxU4',
    ])
  })
})

test('a refused reorder puts the videos back and says so', async () => {
  const setup = await openStudy()
  setup.server.faults.add({ method: 'PUT', path: '/api/user/playlists/', status: 500, times: 1 })
  await setup.user.click(
    within(await findCard("Anand's Immortal")).getByRole('button', { name: 'Move up' }),
  )
  expect(await findToast("Couldn't reorder the playlist!", 'alert')).toBeInTheDocument()
  expect(shownOrder()).toEqual([
    'Chess Openings Study',
    'Most Brilliant Chess Moves',
    "Anand's Immortal",
  ])
})

test('rapid clicks on Watch later end with the page and the server agreeing', async () => {
  const setup = await renderApp({ url: '/explore', user: GUEST })
  const toggle = within(await findCard("Anand's Immortal")).getByRole('button', {
    name: 'Watch later',
  })
  for (let click = 0; click < 3; click++) await setup.user.click(toggle)
  // Shown at once, before any answer: three clicks leave it saved.
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const { token } = await setup.server.login()
  await waitFor(async () => {
    const stored = await setup.server.call('GET', '/api/user/watchlater', { token })
    expect(stored.body.watchlater.map((v: { _id: string }) => v._id)).toEqual(['Eas20kFpAYw'])
  })
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'))
})

test('Delete shows "Playlist deleted!" with Undo, which brings the playlist back in order', async () => {
  const setup = await renderApp({
    url: '/playlist',
    user: GUEST,
    seed: { playlists: [{ ...STUDY, videoIds: [...STUDY.videoIds].reverse() }] },
  })
  await setup.user.click(await screen.findByRole('button', { name: 'Delete playlist Study' }))
  expect(screen.queryByRole('link', { name: 'Study' })).not.toBeInTheDocument()
  await findToast('Playlist deleted!')
  await setup.user.click(screen.getByRole('button', { name: 'Undo' }))
  // The restored card is drawn at once, then again with the server's answer (a new id), so an
  // element found in the first drawing can be gone by the next line: each check finds and tests
  // in one step. The waits are long: under a full run's load the answers can take over a second.
  await waitFor(
    () => {
      expect(screen.getByRole('link', { name: 'Study' })).toBeInTheDocument()
      expect(screen.getByText('3 videos')).toBeInTheDocument()
    },
    { timeout: 5000 },
  )
  const { token } = await setup.server.login()
  await waitFor(async () => {
    const { playlists } = (await setup.server.call('GET', '/api/user/playlists', { token })).body
    expect(playlists).toHaveLength(1)
    expect(playlists[0].videos.map((v: { _id: string }) => v._id)).toEqual(
      [...STUDY.videoIds].reverse(),
    )
  })
})

test('Play all plays through the playlist: Up next, Next video, and the next one when a video ends', async () => {
  const youtube = installFakeYouTube()
  const setup = await openStudy()
  await setup.user.click(screen.getByRole('link', { name: 'Play all' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Chess Openings Study' }),
  ).toBeInTheDocument()
  const upNext = await screen.findByRole('region', { name: 'Up next' })
  expect(within(upNext).getByText(/video 1 of 3/)).toBeInTheDocument()
  expect(
    within(upNext)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringContaining('Most Brilliant Chess Moves'),
    expect.stringContaining("Anand's Immortal"),
  ])
  await setup.user.click(within(upNext).getByRole('button', { name: 'Next video' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Most Brilliant Chess Moves' }),
  ).toBeInTheDocument()
  // The next video starts by itself: its player is there without pressing play.
  await waitFor(() => expect(youtube.players().at(-1)?.videoId).toBe('uW1ZUk6nkDE'))
  youtube.players().at(-1)!.finish()
  expect(
    await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }),
  ).toBeInTheDocument()
  await waitFor(() => expect(youtube.players().at(-1)?.videoId).toBe('Eas20kFpAYw'))
  expect(
    within(await screen.findByRole('region', { name: 'Up next' })).getByText(
      'This is the last video of the playlist.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Next video' })).not.toBeInTheDocument()
})
