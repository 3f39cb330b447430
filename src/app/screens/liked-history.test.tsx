import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

test('Like only adds, shows its state, and is undone on /liked', async () => {
  const { user, server } = await renderApp({ url: '/singlevideo/nmu4FE79y_8', user: GUEST })
  const like = await screen.findByRole('button', { name: 'Like' })
  await user.click(like)
  await vi.waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
  const request = vi.spyOn(server.app, 'request')
  await user.click(like)
  expect(request).not.toHaveBeenCalled()

  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Liked videos' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Liked Videos' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Chess Respects No One' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Remove from liked videos' }))
  expect(await screen.findByText("Looks like you haven't liked anything yet.")).toBeInTheDocument()
})

test('a refused like rolls back and says so', async () => {
  const { user } = await renderApp({
    url: '/singlevideo/nmu4FE79y_8',
    user: GUEST,
    faults: [{ method: 'POST', path: '/api/user/likes', status: 500, times: 1 }],
  })
  await user.click(await screen.findByRole('button', { name: 'Like' }))
  expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't like this video!")
  expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false')
})

test('a video opened by its address, a reload or a link elsewhere is in History too', async () => {
  // Lazy screens and writes under a full run's load: more time than the defaults.
  const slow = { timeout: 5000 }
  const { server, user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw', user: GUEST })
  await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }, slow)
  const { token } = await server.login()
  const history = async () =>
    (await server.call('GET', '/api/user/history', { token })).body.history.map(
      (video: { _id: string }) => video._id,
    )
  await vi.waitFor(async () => expect(await history()).toEqual(['Eas20kFpAYw']), slow)
  // A link that is not a card (the creator's page, then one of its videos' titles).
  await user.click(screen.getAllByRole('link', { name: 'Agadmator' })[0]!)
  // On the creator's page (the video page's "More like this" has the same link until then).
  await screen.findByRole('heading', { level: 1, name: 'Agadmator' }, slow)
  await user.click(screen.getByRole('link', { name: 'Chess Respects No One' }))
  await screen.findByRole('heading', { level: 1, name: 'Chess Respects No One' }, slow)
  await vi.waitFor(
    async () => expect(await history()).toEqual(['Eas20kFpAYw', 'nmu4FE79y_8']),
    slow,
  )
}, 20_000) // three screens' code, two of them lazy, under a full run's load

test('opening cards records history once, newest first, with Clear History only when not empty', async () => {
  const { user } = await renderApp({ url: '/explore', user: GUEST })
  for (const title of ['The shortest game', "Anand's Immortal", 'The shortest game']) {
    await user.click(await screen.findByRole('link', { name: title }))
    await screen.findByRole('heading', { level: 1, name: title })
    await user.click(
      within(screen.getByRole('navigation', { name: 'Library' })).getByRole('link', {
        name: 'Explore',
      }),
    )
  }
  await user.click(
    within(screen.getByRole('navigation', { name: 'Library' })).getByRole('link', {
      name: 'History',
    }),
  )
  await screen.findByRole('heading', { level: 1, name: 'Watch History' })
  const titles = () =>
    within(screen.getByRole('list', { name: 'Watch History' }))
      .getAllByRole('heading')
      .map((h) => h.textContent)
  await vi.waitFor(() => expect(titles()).toEqual(["Anand's Immortal", 'The shortest game']))

  await user.click(screen.getAllByRole('button', { name: 'Remove from history' })[0]!)
  await vi.waitFor(() => expect(titles()).toEqual(['The shortest game']))
  // Clearing asks first: Cancel keeps everything.
  await user.click(screen.getByRole('button', { name: 'Clear History' }))
  const confirm = await screen.findByRole('dialog', { name: 'Clear your watch history?' })
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(titles()).toEqual(['The shortest game'])
  await user.click(screen.getByRole('button', { name: 'Clear History' }))
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Clear your watch history?' })).getByRole(
      'button',
      { name: 'Clear' },
    ),
  )
  expect(
    await screen.findByText("Looks like you haven't watched anything yet."),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Explore videos' })).toHaveAttribute('href', '/explore')
  expect(screen.queryByRole('button', { name: 'Clear History' })).not.toBeInTheDocument()
})
