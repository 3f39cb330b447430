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

test('a visitor sees the empty list pages', async () => {
  for (const [url, text] of [
    ['/watchlater', "Looks like you haven't added anything in watchlater yet."],
    ['/liked', "Looks like you haven't liked anything yet."],
    ['/history', "Looks like you haven't watched anything yet."],
    ['/playlist', "Looks like you haven't created a playlist yet."],
  ] as const) {
    const { unmount } = await renderApp({ url })
    expect(await screen.findByText(text)).toBeInTheDocument()
    unmount()
  }
})
