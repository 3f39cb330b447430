import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'

const group = (name: string) => within(screen.getByRole('group', { name }))
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
const pressed = (groupName: string) =>
  group(groupName)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent)

test('the Level group filters by level, one level pressed at a time', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  expect(
    group('Level')
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Any level', 'Beginner', 'Intermediate', 'Advanced'])
  expect(pressed('Level')).toEqual(['Any level'])
  await user.click(group('Level').getByRole('button', { name: 'Advanced' }))
  expect(pressed('Level')).toEqual(['Advanced'])
  expect(cardTitles()).toEqual(["Anand's Immortal"])
  await user.click(group('Level').getByRole('button', { name: 'Beginner' }))
  expect(cardTitles()).toHaveLength(5)
  await user.click(group('Level').getByRole('button', { name: 'Any level' }))
  expect(cardTitles()).toHaveLength(9)
})

test('topics combine with AND, show their counts, and those that would show nothing are disabled', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  const topic = (name: string) => group('Topics').getByRole('button', { name })
  expect(topic('stream')).toHaveTextContent('stream2')
  await user.click(topic('stream'))
  expect(topic('stream')).toHaveAttribute('aria-pressed', 'true')
  expect(cardTitles()).toEqual([
    'Chess Night With Chat!',
    'Goodnight Chess ft. Sagar Shah, Anish Giri',
  ])
  // Within "stream", "fun" would leave one video and "attack" none.
  expect(topic('fun')).toHaveTextContent('fun1')
  expect(topic('attack')).toBeDisabled()
  await user.click(topic('fun'))
  expect(pressed('Topics')).toEqual(['fun1', 'stream1'])
  expect(cardTitles()).toEqual(['Goodnight Chess ft. Sagar Shah, Anish Giri'])
  await user.click(topic('stream'))
  expect(cardTitles()).toEqual(['The shortest game', 'Goodnight Chess ft. Sagar Shah, Anish Giri'])
})

test('category, level, topics and the title search narrow each other', async () => {
  const { user } = await renderApp({ url: '/explore?q=chess' })
  await screen.findAllByRole('article')
  await user.click(screen.getByRole('button', { name: 'Casual' }))
  expect(cardTitles()).toHaveLength(3)
  await user.click(group('Level').getByRole('button', { name: 'Beginner' }))
  await user.click(group('Topics').getByRole('button', { name: 'stream' }))
  expect(cardTitles()).toEqual([
    'Chess Night With Chat!',
    'Goodnight Chess ft. Sagar Shah, Anish Giri',
  ])
  // Tutorial videos carry no "stream": the topic stays pressed (it can be let go) and nothing shows.
  await user.click(screen.getByRole('button', { name: 'Tutorial' }))
  expect(group('Topics').getByRole('button', { name: 'stream' })).toBeEnabled()
  expect(screen.getByText('No videos match these filters.')).toBeInTheDocument()
})

test('a shared address opens with its filters; unknown and empty topics are ignored', async () => {
  await renderApp({
    url: '/explore?category=Casual&level=beginner&tags=fun,,nosuchtopic,%20STREAM',
  })
  await screen.findAllByRole('article')
  expect(pressed('Categories')).toEqual(['Casual'])
  expect(pressed('Level')).toEqual(['Beginner'])
  expect(pressed('Topics')).toEqual(['fun1', 'stream1'])
  expect(cardTitles()).toEqual(['Goodnight Chess ft. Sagar Shah, Anish Giri'])
  expect(group('Topics').queryByRole('button', { name: 'nosuchtopic' })).not.toBeInTheDocument()
})

test('"Clear filters" shows only when a filter is set, and clears every one, search included', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  await user.click(group('Topics').getByRole('button', { name: 'improvement' }))
  await user.click(group('Level').getByRole('button', { name: 'Intermediate' }))
  await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'openings{Enter}')
  expect(cardTitles()).toEqual(['Chess Openings Study'])
  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(cardTitles()).toHaveLength(9)
  expect(pressed('Level')).toEqual(['Any level'])
  expect(pressed('Topics')).toEqual([])
  expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('')
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
})

test('the filters work from the keyboard', async () => {
  const { user } = await renderApp({ url: '/explore' })
  await screen.findAllByRole('article')
  group('Level').getByRole('button', { name: 'Advanced' }).focus()
  await user.keyboard('{Enter}')
  expect(cardTitles()).toEqual(["Anand's Immortal"])
  await user.tab()
  // After "Advanced": the first topic, which Anand's Immortal carries.
  expect(document.activeElement).toBe(group('Topics').getByRole('button', { name: 'attack' }))
  await user.keyboard(' ')
  expect(pressed('Topics')).toEqual(['attack1'])
})

test("a card's creator links to the creator's page", async () => {
  const { user } = await renderApp({ url: '/explore' })
  const card = (await screen.findAllByRole('article'))[0]!
  await user.click(within(card).getByRole('link', { name: 'ChessBase India' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'ChessBase India' }),
  ).toBeInTheDocument()
  expect(
    within(screen.getByRole('list', { name: 'Videos by ChessBase India' })).getAllByRole('article'),
  ).toHaveLength(2)
})

test('an unknown creator shows a not-found page', async () => {
  await renderApp({ url: '/creator/nobody-at-all' })
  expect(await screen.findByRole('heading', { name: 'Creator not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to Explore' })).toBeInTheDocument()
})
