import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { findCard as card, findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

test('the card toggle adds and removes, with its toasts and pressed state', async () => {
  const { user } = await renderApp({ url: '/explore', user: GUEST })
  const toggle = within(await card('The shortest game')).getByRole('button', {
    name: 'Watch later',
  })
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await user.click(toggle)
  expect(await findToast('Added to watchlater!')).toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await user.click(toggle)
  expect(await findToast('Removed from watchlater!')).toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
})

test('failures to add and to remove have their toasts and change nothing', async () => {
  const { user, server } = await renderApp({ url: '/explore', user: GUEST })
  const toggle = within(await card('The shortest game')).getByRole('button', {
    name: 'Watch later',
  })
  server.faults.add({ method: 'POST', path: '/api/user/watchlater', status: 500, times: 1 })
  await user.click(toggle)
  expect(await findToast("Couldn't add to watchlater!", 'alert')).toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await user.click(toggle)
  await findToast('Added to watchlater!')
  server.faults.add({ method: 'DELETE', path: '/api/user/watchlater', status: 500, times: 1 })
  await user.click(toggle)
  expect(await findToast("Couldn't remove from watchlater!", 'alert')).toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
})

test('a double click sends one add and shows no false error', async () => {
  const { user, server } = await renderApp({ url: '/explore', user: GUEST })
  const toggle = within(await card('Chess Openings Study')).getByRole('button', {
    name: 'Watch later',
  })
  const request = vi.spyOn(server.app, 'request')
  await user.dblClick(toggle)
  await findToast('Added to watchlater!')
  const adds = request.mock.calls.filter(
    ([path, init]) => String(path).endsWith('/user/watchlater') && init?.method === 'POST',
  )
  expect(adds).toHaveLength(1)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('/watchlater lists saved videos and removes them, down to the empty state', async () => {
  const { user } = await renderApp({
    url: '/watchlater',
    user: GUEST,
    seed: { watchlater: ['6IegDENuxU4'] },
  })
  expect(await card('Chess Openings Study')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: 'Watch Later' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Remove from watch later' }))
  expect(
    await screen.findByText("Looks like you haven't added anything in watchlater yet."),
  ).toBeInTheDocument()
})

test('a visitor is invited to log in on every list page, not shown an empty list', async () => {
  for (const [url, text] of [
    ['/watchlater', 'Log in to see the videos you saved for later.'],
    ['/liked', 'Log in to see your liked videos.'],
    ['/history', 'Log in to see your watch history.'],
    ['/playlist', 'Log in to see your playlists.'],
    ['/singleplaylist/any', 'Log in to see this playlist.'],
  ] as const) {
    const { unmount } = await renderApp({ url })
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByText(/Looks like you haven't/)).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument()
    unmount()
  }
})

test('logging in from an invitation returns to that list', async () => {
  const { user } = await renderApp({ url: '/watchlater' })
  await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }))
  await user.click(await screen.findByRole('button', { name: 'Guest Login' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Watch Later' })).toBeInTheDocument()
  expect(
    await screen.findByText("Looks like you haven't added anything in watchlater yet."),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Explore videos' })).toHaveAttribute('href', '/explore')
})

test('a save another tab already made is shown as saved, not as a failure', async () => {
  const { user, server } = await renderApp({ url: '/explore', user: GUEST })
  const toggle = within(await card('The shortest game')).getByRole('button', {
    name: 'Watch later',
  })
  // Another tab saves it: this tab's list is now stale, and the server answers 409.
  const { token } = await server.login()
  await server.call('POST', '/api/user/watchlater', {
    token,
    body: { video: { _id: 'wofz0k6FCMU' } },
  })
  await user.click(toggle)
  expect(await findToast('Added to watchlater!')).toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  // And a remove another tab already made is a success too.
  await server.call('DELETE', '/api/user/watchlater/wofz0k6FCMU', { token })
  await user.click(toggle)
  expect(await findToast('Removed from watchlater!')).toBeInTheDocument()
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
