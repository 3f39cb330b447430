import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

// docs/product.md, "Phones and tabs": the same controls, folded on a narrow screen.

/** Pretends the screen is a phone's (lib/narrow-screen.ts asks matchMedia). */
const onAPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }))

test('on a phone, Search opens the search field, searches, and Escape folds it again', async () => {
  onAPhone()
  const { user } = await renderApp({ url: '/' })
  await user.click(screen.getByRole('button', { name: 'Search' }))
  const field = screen.getByRole('searchbox', { name: 'Search videos' })
  expect(field).toHaveFocus()
  expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument()
  await user.type(field, 'immortal{Enter}')
  expect(await screen.findByRole('heading', { name: "Anand's Immortal" })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Search' }))
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus()
})

test('the account menu holds Profile, Playlists, Liked videos and Log out', async () => {
  const { user } = await renderApp({ url: '/explore', user: GUEST })
  const header = within(screen.getByRole('banner'))
  const menuButton = header.getByRole('button', { name: 'Account menu' })
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await user.click(menuButton)
  expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  const openMenu = () => within(document.getElementById(menuButton.getAttribute('aria-controls')!)!)
  const menu = openMenu()
  expect(menu.getByText('Guest Player')).toBeInTheDocument()
  expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
  expect(menu.getByRole('link', { name: 'Playlists' })).toHaveAttribute('href', '/playlist')
  expect(menu.getByRole('link', { name: 'Liked videos' })).toHaveAttribute('href', '/liked')
  await user.keyboard('{Escape}')
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  expect(menuButton).toHaveFocus()
  await user.click(menuButton)
  await user.click(openMenu().getByRole('button', { name: 'Log out' }))
  expect(await header.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
})

test('the header links to the profile', async () => {
  await renderApp({ url: '/explore', user: GUEST })
  const header = within(screen.getByRole('banner'))
  expect(header.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
})

test('logging in from a protected action comes back to the page it started on', async () => {
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  await user.click(await screen.findByRole('button', { name: 'Like' }))
  await user.click(await screen.findByRole('button', { name: 'Guest Login' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
})
