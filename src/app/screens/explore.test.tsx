import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { seedVideos } from '@/api/seed/videos'

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

const searchBox = () => screen.getByRole('searchbox', { name: 'Search videos' })

test('the chips filter by category and show which one is pressed', async () => {
  const { user } = await renderApp({ url: '/explore' })
  expect(await screen.findAllByRole('article')).toHaveLength(seedVideos.length)
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  const expected = { Analysis: 3, Tutorial: 2, Casual: 4, All: 9 }
  for (const [name, count] of Object.entries(expected)) {
    await user.click(screen.getByRole('button', { name }))
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('article')).toHaveLength(count)
  }
})

test('search fires on Enter, not while typing', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  await user.type(searchBox(), 'chess')
  expect(screen.getAllByRole('article')).toHaveLength(seedVideos.length)
  await user.keyboard('{Enter}')
  expect(screen.getAllByRole('article')).toHaveLength(7)
})

test('search fires on the Search button', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  await user.type(searchBox(), 'IMMORTAL')
  await user.click(screen.getByRole('button', { name: 'Search' }))
  expect(cardTitles()).toEqual(["Anand's Immortal"])
})

test('search fires on Backspace with the text left in the field', async () => {
  const { user } = await renderApp({ url: '/explore?q=shortestx' })
  expect(await screen.findByText('No videos match these filters.')).toBeInTheDocument()
  await user.click(searchBox())
  await user.keyboard('{End}{Backspace}')
  expect(cardTitles()).toEqual(['The shortest game'])
})

test('search fires when the field becomes empty', async () => {
  const { user } = await renderApp({ url: '/explore?q=anand' })
  expect(await screen.findAllByRole('article')).toHaveLength(1)
  await user.clear(searchBox())
  expect(screen.getAllByRole('article')).toHaveLength(seedVideos.length)
})

test('category and search combine', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  await user.click(screen.getByRole('button', { name: 'Analysis' }))
  await user.type(searchBox(), 'chess{Enter}')
  expect(cardTitles()).toEqual(['Most Brilliant Chess Moves', 'Chess Respects No One'])
  expect(screen.getByRole('button', { name: 'Analysis' })).toHaveAttribute('aria-pressed', 'true')
})

test('nothing matching shows an empty state that clears the filters', async () => {
  const { user } = await renderApp({ url: '/explore?category=Tutorial&q=anand' })
  await user.click(await screen.findByRole('button', { name: 'Clear filters' }))
  expect(screen.getAllByRole('article')).toHaveLength(seedVideos.length)
  expect(searchBox()).toHaveValue('')
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
})

test('searching from another page opens Explore with the results', async () => {
  const { user } = await renderApp({ url: '/' })
  await user.type(searchBox(), 'openings{Enter}')
  expect(await screen.findByRole('heading', { name: 'Chess Openings Study' })).toBeInTheDocument()
  expect(screen.getAllByRole('article')).toHaveLength(1)
})

test('a failed load shows an error with Retry instead of a blank page', async () => {
  const { user } = await renderApp({
    url: '/explore',
    faults: [{ method: 'GET', path: '/api/videos', status: 500, times: 1 }],
  })
  expect(await screen.findByText("Couldn't load the videos.")).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findAllByRole('article')).toHaveLength(seedVideos.length)
})
