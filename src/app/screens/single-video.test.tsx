import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { renderApp } from '@/testing/render-app'

test('shows the title, creator, description and a poster until play is pressed', async () => {
  const youtube = installFakeYouTube()
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  expect(
    await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }),
  ).toBeInTheDocument()
  const details = within(screen.getByRole('article', { name: "Anand's Immortal" }))
  expect(details.getByRole('link', { name: 'Agadmator' })).toHaveAttribute(
    'href',
    '/creator/agadmator',
  )
  expect(details.getByText(/Wijk aan Zee 2013/)).toBeInTheDocument()
  expect(screen.queryByTitle("Anand's Immortal")).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  const player = await screen.findByTitle("Anand's Immortal")
  expect(player.tagName).toBe('IFRAME')
  // The IFrame API's player, on the privacy-enhanced host, playing.
  expect(youtube.players()).toMatchObject([
    { videoId: 'Eas20kFpAYw', host: 'https://www.youtube-nocookie.com' },
  ])
  await waitFor(() => expect(youtube.players()[0]!.getCurrentTime()).toBeGreaterThan(0))
})

test('an unknown id shows a not-found state with a link to Explore', async () => {
  await renderApp({ url: '/singlevideo/does-not-exist' })
  expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to Explore' })).toHaveAttribute('href', '/explore')
})

test('a failed load offers Retry', async () => {
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    faults: [{ method: 'GET', path: '/api/video/', status: 500, times: 1 }],
  })
  await user.click(await screen.findByRole('button', { name: 'Retry' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }),
  ).toBeInTheDocument()
})

test('a visitor pressing Like, Watch later or Add to playlist is sent to log in', async () => {
  for (const name of ['Like', 'Watch later', 'Add to playlist']) {
    const { user, unmount } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
    await user.click(await screen.findByRole('button', { name }))
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    unmount()
  }
})

test('the level, topic links and "More like this", ranked, without the video itself', async () => {
  await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  const details = within(await screen.findByRole('article', { name: "Anand's Immortal" }))
  expect(details.getByText('Advanced')).toBeInTheDocument()
  const topics = within(details.getByRole('list', { name: 'Topics' }))
  expect(
    topics.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['#game analysis', '/explore?tags=game+analysis'],
    ['#attack', '/explore?tags=attack'],
    ['#classics', '/explore?tags=classics'],
  ])
  expect(topics.getByRole('link', { name: 'attack' })).toBeInTheDocument()

  expect(
    await screen.findByRole('heading', { level: 2, name: 'More like this' }),
  ).toBeInTheDocument()
  const alike = within(screen.getByRole('list', { name: 'More like this' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)
  // A shared topic and the same creator first, then the other Analysis videos.
  expect(alike).toEqual(['Chess Respects No One', 'Most Brilliant Chess Moves'])
})
