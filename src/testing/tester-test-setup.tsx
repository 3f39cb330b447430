import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'
import { ToastRegion } from '@/components/ui/toast'
import { configureApiClient } from '@/lib/api-client'
import { createBrowserTestServer } from './test-server'
import { RequestTester } from '@/features/request-tester/request-tester'
import type { TesterBackend } from '@/features/request-tester/tester-backend'
import { formStore, variablesStore } from '@/features/request-tester/tester-form'

type Sent = { url: string; init?: RequestInit }

/**
 * The request tester's screen tests: same-origin /api goes to a mock server, a few fixed paths
 * give the odd answers a real server can, and `sent` lists what the tester fetched (but its
 * reading of the API's description). Registers its own beforeEach/afterEach.
 */
export function setUpTesterTests() {
  const state = {
    server: createBrowserTestServer(),
    sent: [] as Sent[],
    renderTester,
    body: () => screen.getByRole('textbox', { name: 'Body' }),
    submit: () => screen.getByRole('button', { name: 'Submit' }),
    endpoint: () => screen.getByRole('combobox', { name: 'Endpoint' }),
    status: () => screen.findByText(/^Status:/),
    setBody,
  }

  beforeEach(() => {
    // The form and the variables outlive a screen (tester-form.ts): each test starts afresh.
    sessionStorage.clear()
    formStore.refresh()
    variablesStore.refresh()
    state.server = createBrowserTestServer()
    state.sent = []
    configureApiClient({ ready: Promise.resolve() })
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input)
      if (url.pathname !== '/api/openapi.json') state.sent.push({ url: input, init })
      if (url.pathname.startsWith('/api/'))
        return state.server.app.request(url.pathname + url.search, init)
      if (url.pathname === '/binary')
        return new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        })
      if (url.pathname === '/text')
        return new Response('plain words', { headers: { 'content-type': 'text/plain' } })
      if (url.pathname === '/empty')
        return new Response(null, { status: 204, statusText: 'No Content' })
      if (url.pathname === '/huge')
        return new Response('x'.repeat(1024 * 1024), { headers: { 'content-type': 'text/plain' } })
      throw new TypeError('Failed to fetch')
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  function renderTester(
    props: { sessionToken?: string | null; backend?: Partial<TesterBackend> } = {},
  ) {
    const backend: TesterBackend = {
      kind: 'in-browser',
      recentTraffic: async () => [],
      getDelay: () => state.server.store.delay(),
      setDelay: (ms) => state.server.store.setDelay(ms),
      reset: () => state.server.store.reset(),
      ...props.backend,
    }
    const view = render(
      <>
        <RequestTester backend={backend} sessionToken={props.sessionToken} />
        <ToastRegion />
      </>,
    )
    return { user: userEvent.setup(), backend, ...view }
  }

  async function setBody(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.clear(state.body())
    if (text) await user.click(state.body())
    if (text) await user.paste(text)
  }

  return state
}
