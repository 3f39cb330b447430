import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'
import { seedVideos } from '@/api/seed/videos'

test('a stored session renders logged in from the first render', async () => {
  await renderApp({ url: '/explore', user: GUEST })
  const header = within(screen.getByRole('banner'))
  expect(header.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
  expect(header.getByRole('link', { name: 'Playlists' })).toHaveAttribute('href', '/playlist')
  expect(header.getByRole('link', { name: 'Liked videos' })).toHaveAttribute('href', '/liked')
  const library = within(screen.getByRole('navigation', { name: 'Library' }))
  expect(library.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history')
})

test('a stored session the server refuses ends cleanly with a toast', async () => {
  localStorage.setItem(
    'AUTH',
    JSON.stringify({
      token: 'expired.or.forged',
      userDetails: {
        _id: 'x',
        email: 'guest@gambit.dev',
        firstName: 'G',
        lastName: 'P',
        createdAt: '',
        updatedAt: '',
      },
    }),
  )
  await renderApp({ url: '/explore' })
  expect(
    await findToast('Your session has expired. Please log in again.', 'alert'),
  ).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  expect(localStorage.getItem('AUTH')).toBeNull()
})

test('a login without "Remember me" is kept for this tab only (sessionStorage) and ends with Log out', async () => {
  const { user } = await renderApp({ url: '/login' })
  await user.click(screen.getByRole('button', { name: 'Guest Login' }))
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
  expect(localStorage.getItem('AUTH')).toBeNull()
  expect(JSON.parse(sessionStorage.getItem('AUTH')!).userDetails.email).toBe(GUEST.email)
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  expect(sessionStorage.getItem('AUTH')).toBeNull()
})

test('a session kept for the tab renders logged in after a reload', async () => {
  await renderApp({ url: '/profile', user: GUEST, sessionIn: sessionStorage })
  expect(localStorage.getItem('AUTH')).toBeNull()
  expect(screen.getByText('guest@gambit.dev')).toBeInTheDocument()
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' })).toBeVisible()
})

test('a corrupt AUTH entry is ignored', async () => {
  localStorage.setItem('AUTH', '{not json')
  await renderApp({ url: '/explore' })
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
})

test('log out clears the session and its data, then opens Explore', async () => {
  const { user, queryClient } = await renderApp({ url: '/profile', user: GUEST })
  expect(screen.getByText('guest@gambit.dev')).toBeInTheDocument()
  expect(screen.getByText('Guest Player')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  expect(localStorage.getItem('AUTH')).toBeNull()
  // No list of the previous user is left in memory.
  expect(
    queryClient.getQueriesData({ queryKey: ['user'] }).filter(([, data]) => data !== undefined),
  ).toEqual([])
  expect(await screen.findAllByRole('article')).toHaveLength(seedVideos.length)
})
