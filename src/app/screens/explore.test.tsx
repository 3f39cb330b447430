import { cleanup, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
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

test("the chips and the featured categories are the back end's categories, not a copy", async () => {
  // A catalogue with a fourth category: the page shows what /api/categories answers.
  const withEndgames: Parameters<typeof renderApp>[0] = {
    beforeRender: async (server) => {
      const answer = server.app.request.bind(server.app)
      vi.spyOn(server.app, 'request').mockImplementation(async (input, init) => {
        if (String(input) !== '/api/categories') return answer(input, init)
        const { categories } = await (await answer(input, init)).json()
        const endgames = {
          _id: 'endgames',
          categoryName: 'Endgames',
          description: 'Kings and pawns.',
        }
        return Response.json({ categories: [...categories, endgames] })
      })
    },
  }
  await renderApp({ url: '/explore', ...withEndgames })
  const chips = within(await screen.findByRole('group', { name: 'Categories' }))
  await vi.waitFor(() =>
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Analysis',
      'Tutorial',
      'Casual',
      'Endgames',
    ]),
  )
  cleanup()
  await renderApp({ url: '/', ...withEndgames })
  expect(await screen.findByRole('link', { name: /^Endgames/ })).toHaveAttribute(
    'href',
    '/explore?category=Endgames',
  )
})

test('search fires on Enter, not while typing', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  await user.type(searchBox(), 'chess')
  expect(screen.getAllByRole('article')).toHaveLength(seedVideos.length)
  await user.keyboard('{Enter}')
  // Seven titles hold it; "The shortest game", by ChessBase India, comes under "Also about".
  const titles = within(screen.getByRole('list', { name: 'Videos' }))
  expect(titles.getAllByRole('article')).toHaveLength(7)
  const also = within(screen.getByRole('region', { name: 'Also about chess' }))
  expect(also.getAllByRole('article')).toHaveLength(1)
  expect(also.getByRole('heading', { name: 'The shortest game' })).toBeInTheDocument()
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

test('a search finds creators and topics too: "Also about <query>" after the title matches', async () => {
  await renderApp({ url: '/explore?q=Carlsen' })
  const also = await screen.findByRole('region', { name: 'Also about Carlsen' })
  expect(
    within(also).getByRole('heading', { name: 'Most Brilliant Chess Moves' }),
  ).toBeInTheDocument()
  // No title holds it, but a topic does: the count says what is shown, the empty state gives
  // way to the section, and the topic that found it counts it and can be chosen.
  expect(screen.getByText('1 video matching “Carlsen”')).toBeInTheDocument()
  expect(screen.queryByText('No videos match these filters.')).toBeNull()
  const topic = screen.getByRole('button', { name: 'magnus carlsen' })
  expect(topic).toBeEnabled()
  expect(topic).toHaveTextContent('magnus carlsen1')
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
