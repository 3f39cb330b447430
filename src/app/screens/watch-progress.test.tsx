import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { renderApp } from '@/testing/render-app'
import { GUEST, type TestServer } from '@/testing/test-server'

// docs/product.md, "Watch and study": what a logged-in user's progress shows.

const watched =
  (videoId: string, positionSeconds: number) =>
  async (server: TestServer, token: string | null) => {
    await server.call('PUT', `/api/user/progress/${videoId}`, {
      token: token!,
      body: { positionSeconds, durationSeconds: 600 },
    })
  }

test('cards show a "Watched" bar for a started video and the text "Watched" from 90 %', async () => {
  await renderApp({
    url: '/explore',
    user: GUEST,
    beforeRender: async (server, token) => {
      await watched('Eas20kFpAYw', 150)(server, token)
      await watched('wofz0k6FCMU', 540)(server, token)
    },
  })
  const grid = within(await screen.findByRole('list', { name: 'Videos' }))
  const card = (title: string) =>
    grid
      .getAllByRole('article')
      .find((article) => within(article).queryByRole('heading', { name: title }))!
  await waitFor(() =>
    expect(
      within(card("Anand's Immortal")).getByRole('progressbar', { name: 'Watched' }),
    ).toHaveAttribute('aria-valuenow', '25'),
  )
  expect(within(card('The shortest game')).getByText('Watched')).toBeInTheDocument()
  expect(within(card('The shortest game')).queryByRole('progressbar')).not.toBeInTheDocument()
  // Only the unfinished one is worth continuing.
  const continuing = within(screen.getByRole('list', { name: 'Continue watching' }))
  expect(continuing.getAllByRole('heading').map((h) => h.textContent)).toEqual(["Anand's Immortal"])
})

test('"Resume from m:ss" starts the player there', async () => {
  const youtube = installFakeYouTube()
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: watched('Eas20kFpAYw', 75),
  })
  await user.click(await screen.findByRole('button', { name: 'Resume from 1:15' }))
  await waitFor(() => expect(youtube.players()[0]?.getCurrentTime()).toBeGreaterThanOrEqual(75))
  expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument()
})

test("the poster's play button resumes a started video; Start over plays from 0:00", async () => {
  const youtube = installFakeYouTube()
  const first = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: watched('Eas20kFpAYw', 75),
  })
  await screen.findByRole('button', { name: 'Resume from 1:15' })
  await first.user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()[0]?.getCurrentTime()).toBeGreaterThanOrEqual(75))
  first.unmount()

  const again = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: watched('Eas20kFpAYw', 75),
  })
  await again.user.click(await screen.findByRole('button', { name: 'Start over' }))
  const latest = () => youtube.players().at(-1)
  await waitFor(() => expect(latest()?.getCurrentTime()).toBeGreaterThan(0))
  expect(latest()!.getCurrentTime()).toBeLessThan(75)
  expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument()
})

test('a visitor sees no resume and is asked to log in', async () => {
  await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument()
})

test('the player starts at the speed last used on this device, and remembers a new one', async () => {
  localStorage.setItem('GAMBIT_PLAYBACK_RATE', '1.5')
  const youtube = installFakeYouTube()
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  await user.click(await screen.findByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()[0]?.rate).toBe(1.5))
  youtube.players()[0]!.setPlaybackRate(2)
  expect(localStorage.getItem('GAMBIT_PLAYBACK_RATE')).toBe('2')
})
