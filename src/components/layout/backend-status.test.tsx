import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { BackendUnavailableError } from '@/lib/backend'
import { renderApp } from '@/testing/render-app'

test('when the in-browser back end cannot start, the page says so instead of staying blank', async () => {
  const backendReady = Promise.reject(
    new BackendUnavailableError('Gambit needs service workers, which this window does not allow.'),
  )
  backendReady.catch(() => undefined)
  await renderApp({ url: '/explore', backendReady })
  expect(await screen.findByText('The video library is unavailable.')).toBeInTheDocument()
  expect(screen.getByText(/needs service workers/)).toBeInTheDocument()
  expect(await screen.findByText("Couldn't load the videos.")).toBeInTheDocument()
})
