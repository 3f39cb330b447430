import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { seedVideos } from '@/api/seed/videos'

test('the hero names the product', async () => {
  await renderApp({ url: '/' })
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn chess with Gambit')
})

test('a featured category card opens Explore filtered to that category', async () => {
  const { user } = await renderApp({ url: '/' })
  await user.click(await screen.findByRole('link', { name: /^Tutorial/ }))
  expect(await screen.findAllByRole('article')).toHaveLength(2)
  expect(screen.getByRole('button', { name: 'Tutorial' })).toHaveAttribute('aria-pressed', 'true')
})

test('the featured cards show the categories and their descriptions', async () => {
  await renderApp({ url: '/' })
  for (const name of ['Analysis', 'Tutorial', 'Casual']) {
    expect(await screen.findByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument()
  }
  expect(await screen.findByText(/taken apart move by move/)).toBeInTheDocument()
})

test('Watch Now clears the category and the search and opens Explore', async () => {
  const { user } = await renderApp({ url: '/explore?category=Casual&q=chess' })
  const titles = within(await screen.findByRole('list', { name: 'Videos' }))
  expect(titles.getAllByRole('article')).toHaveLength(3)
  await user.click(screen.getByRole('link', { name: 'Gambit' }))
  await user.click(screen.getByRole('link', { name: 'Watch Now' }))
  expect(await screen.findAllByRole('article')).toHaveLength(seedVideos.length)
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('')
})
