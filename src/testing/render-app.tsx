import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { MemoryRouter } from 'react-router'
import { App } from '@/app/app'
import { AppProviders } from '@/app/providers'
import { makeQueryClient } from '@/lib/make-query-client'
import { STORAGE_KEYS } from '@/config/constants'
import { configureApiClient } from '@/lib/api-client'
import type { Fault } from '@/worker/faults'
import type { VideoListName } from '@/shared/entity-names'
import { createBrowserTestServer, GUEST, type TestServer } from './test-server'

/** What the logged-in user already has when the screen opens, set up through the API. */
export type SeedLists = Partial<Record<VideoListName, string[]>> & {
  playlists?: { title: string; videoIds?: string[] }[]
}

export type RenderAppOptions = {
  url?: string
  user?: typeof GUEST | null
  seed?: SeedLists
  faults?: Fault[]
  backendReady?: Promise<unknown>
  /** Runs against the fresh server before the first render (e.g. to store broken records). */
  beforeRender?: (server: TestServer, token: string | null) => Promise<void>
  /** Where the user's session is kept: remembered (localStorage), or for the tab only. */
  sessionIn?: Storage
  /** false: return at once, while the screen's code is still loading. */
  waitForScreen?: boolean
}

async function seedThroughApi(server: TestServer, token: string, seed: SeedLists) {
  const post = async (path: string, body: unknown) => {
    const answer = await server.call('POST', path, { token, body })
    if (answer.status !== 201) throw new Error(`seed ${path}: ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  for (const list of ['likes', 'watchlater', 'history'] as const)
    for (const _id of seed[list] ?? []) await post(`/api/user/${list}`, { video: { _id } })
  for (const { title, videoIds = [] } of seed.playlists ?? []) {
    const { playlists } = await post('/api/user/playlists', { playlist: { title } })
    const created = playlists.find((p: { title: string }) => p.title === title)
    for (const _id of videoIds) await post(`/api/user/playlists/${created._id}`, { video: { _id } })
  }
}

/**
 * Renders the whole app at `url` against a fresh mock server (the same Hono app the worker runs),
 * optionally with a remembered session for `user`, their lists (`seed`) and faults.
 */
export async function renderApp({
  url = '/',
  user = null,
  seed,
  faults = [],
  backendReady = Promise.resolve(),
  beforeRender,
  waitForScreen = true,
  sessionIn = localStorage,
}: RenderAppOptions = {}) {
  const server = createBrowserTestServer()
  configureApiClient({
    fetch: async (input, init) => server.app.request(String(input), init),
    ready: backendReady,
  })
  let token: string | null = null
  if (user) {
    const { token: issued, user: found } = await server.login(user)
    token = issued
    if (seed) await seedThroughApi(server, token, seed)
    const { likes: _l, history: _h, watchlater: _w, playlists: _p, ...userDetails } = found
    sessionIn.setItem(STORAGE_KEYS.auth, JSON.stringify({ userDetails, token }))
  }
  await beforeRender?.(server, token)
  faults.forEach((fault) => server.faults.add(fault))
  const queryClient = makeQueryClient()
  const events = userEvent.setup()
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders queryClient={queryClient}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  )
  if (!waitForScreen) return { ...view, server, queryClient, user: events }
  // Most screens are lazy, and so is the header's search box: wait until their code has loaded.
  await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull())
  await screen.findByRole('searchbox', { name: 'Search videos' })
  // A signed-in user's header controls load apart too.
  if (user) await screen.findByRole('button', { name: 'Account menu' })
  return { ...view, server, queryClient, user: events }
}

/** The text of the toast that is showing now. */
export async function findToast(text: string | RegExp, role: 'status' | 'alert' = 'status') {
  return screen.findByText(text, { selector: `[role="${role}"] span` })
}

/** The card (an article) of the video with this title. */
export async function findCard(title: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement
}
