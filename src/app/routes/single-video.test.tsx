import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'

test('shows the title, creator, description and a poster until play is pressed', async () => {
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  expect(
    await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }),
  ).toBeInTheDocument()
  expect(screen.getByText('Agadmator')).toBeInTheDocument()
  expect(screen.getByText(/Wijk aan Zee 2013/)).toBeInTheDocument()
  expect(screen.queryByTitle("Anand's Immortal")).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  const player = screen.getByTitle("Anand's Immortal")
  expect(player.tagName).toBe('IFRAME')
  expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/Eas20kFpAYw?autoplay=1',
  )
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
