import { screen, within } from '@testing-library/react'
import { openDB } from 'idb'
import { expect, test, vi } from 'vitest'
import { findCard, findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

// docs/product.md, "Never a blank page" and "Stored data".

test('a render error shows "Something went wrong" with Reload, and the shell stays usable', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { user } = await renderApp({
    url: '/liked',
    user: GUEST,
    // An answer no screen expects: a list holding null.
    beforeRender: async (server) => {
      const answer = server.app.request.bind(server.app)
      vi.spyOn(server.app, 'request').mockImplementation(async (input, init) =>
        String(input).endsWith('/api/user/likes')
          ? Response.json({ likes: [null] })
          : answer(input, init),
      )
    },
  })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  await user.click(library.getByRole('link', { name: 'Explore' }))
  expect(await findCard('The shortest game')).toBeInTheDocument()
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
})

test('broken records in storage are skipped: the page shows the rest', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await renderApp({
    url: '/liked',
    user: GUEST,
    seed: { likes: ['Eas20kFpAYw'] },
    beforeRender: async (server) => {
      const { user } = await server.login()
      const db = await openDB(server.dbName)
      await db.add('entries', { owner: user._id, list: 'likes', videoId: null, video: null })
      await db.add('entries', { owner: user._id, list: 'likes', videoId: 'not-in-catalogue' })
      db.close()
    },
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Liked Videos' })).toBeInTheDocument()
  expect(await findCard("Anand's Immortal")).toBeInTheDocument()
  expect(
    within(screen.getByRole('list', { name: 'Liked Videos' })).getAllByRole('article'),
  ).toHaveLength(1)
})

test('signup says a password under 8 characters is too short and sends nothing', async () => {
  const { user, server } = await renderApp({ url: '/signup' })
  const request = vi.spyOn(server.app, 'request')
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@gambit.dev')
  await user.type(screen.getByLabelText('Password'), '1234567')
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
  expect(await findToast('Password must have at least 8 characters', 'alert')).toBeInTheDocument()
  expect(request).not.toHaveBeenCalled()
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.')
})
