import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { MemoryRouter } from 'react-router'
import { App } from '@/app/app'
import { AppProviders, createQueryClient } from '@/app/providers'
import { STORAGE_KEYS } from '@/config/constants'
import { configureApiClient } from '@/lib/api-client'
import type { Fault } from '@/mock-server/faults'
import { createTestServer, GUEST } from './test-server'

type RenderAppOptions = {
  url?: string
  user?: typeof GUEST | null
  faults?: Fault[]
  backendReady?: Promise<unknown>
}

/**
 * Renders the whole app at `url` against a fresh mock server (the same Hono app the worker runs),
 * optionally with a remembered session for `user` and faults the mock answers with.
 */
export async function renderApp({
  url = '/',
  user = null,
  faults = [],
  backendReady = Promise.resolve(),
}: RenderAppOptions = {}) {
  const server = createTestServer()
  faults.forEach((fault) => server.faults.add(fault))
  configureApiClient({
    fetch: async (input, init) => server.app.request(String(input), init),
    ready: backendReady,
  })
  if (user) {
    const { token, user: found } = await server.login(user)
    const { likes: _l, history: _h, watchlater: _w, playlists: _p, ...userDetails } = found
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ userDetails, token }))
  }
  const queryClient = createQueryClient()
  const events = userEvent.setup()
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders queryClient={queryClient}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  )
  // Most screens are lazy: wait until the route's code has loaded.
  await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull())
  return { ...view, server, queryClient, user: events }
}

/** The text of the toast that is showing now. */
export async function findToast(text: string | RegExp, role: 'status' | 'alert' = 'status') {
  return screen.findByText(text, { selector: `[role="${role}"] span` })
}
