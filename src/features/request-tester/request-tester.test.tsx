import { render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { RequestTester } from './request-tester'
import { setUpTesterTests } from '@/testing/tester-test-setup'

const tester = setUpTesterTests()
const { body, submit, endpoint, status, setBody, renderTester } = tester
const sent = () => tester.sent
const server = () => tester.server

test('starts as GET /api/test-todos with body {} and an empty response area', () => {
  renderTester()
  expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('GET')
  expect(endpoint()).toHaveValue('/api/test-todos')
  expect(body()).toHaveValue('{}')
  expect(screen.getByText('Send a request to see its response here.')).toBeInTheDocument()
})

test('invalid JSON, an empty body included, shows the error with its position and disables Submit, whatever the method', async () => {
  const { user } = renderTester()
  // SPEC: invalid JSON shows "Error in JSON format" for every method, GET included.
  await setBody(user, '{"broken": ')
  expect(screen.getByText('Error in JSON format: unexpected end of input')).toBeInTheDocument()
  expect(submit()).toBeDisabled()
  // The spec's message comes first; the note on GET bodies stays beside it.
  expect(screen.getByText('GET requests are sent without a body.')).toBeInTheDocument()
  await setBody(user, '')
  expect(screen.getByText('Error in JSON format: the body is empty')).toBeInTheDocument()
  expect(submit()).toBeDisabled()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'DELETE')
  expect(submit()).toBeDisabled()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'POST')
  await setBody(user, '{"a" 1}')
  expect(screen.getByText('Error in JSON format at line 1, column 6')).toBeInTheDocument()
  expect(submit()).toBeDisabled()
  // Ctrl+Enter is refused the same way: nothing is sent.
  await user.keyboard('{Control>}{Enter}{/Control}')
  expect(sent()).toEqual([])
  await setBody(user, '{"ok": true}')
  expect(screen.queryByText(/Error in JSON format/)).not.toBeInTheDocument()
  expect(submit()).toBeEnabled()
})

test('headers start with Accept */*, grow when the last row is edited, can be removed, and only enabled named rows are sent', async () => {
  const { user } = renderTester()
  const names = () => screen.getAllByRole('textbox', { name: 'Header name' })
  expect(names().map((input) => (input as HTMLInputElement).value)).toEqual(['Accept', ''])
  expect(screen.getAllByRole('checkbox', { name: 'Enabled' })[0]).toBeChecked()
  await user.type(names()[1]!, 'X-One')
  await user.type(screen.getAllByRole('textbox', { name: 'Header value' })[1]!, '1')
  expect(names()).toHaveLength(3)
  await user.type(names()[2]!, 'X-Two')
  await user.click(screen.getAllByRole('checkbox', { name: 'Enabled' })[2]!)
  await user.click(screen.getByRole('button', { name: 'Remove header Accept' }))
  await user.click(submit())
  await status()
  // The marker keeps the tester's own requests out of "App traffic".
  expect(sent()[0]!.init!.headers).toEqual([
    ['X-One', '1'],
    ['x-gambit-tester', '1'],
  ])
})

test('the default request answers 200 OK with the to-dos, time and size', async () => {
  const { user } = renderTester()
  await user.click(submit())
  expect(await status()).toHaveTextContent('Status: 200 OK')
  expect(screen.getByText(/^Time: \d+ ms$/)).toBeInTheDocument()
  expect(screen.getByText(/^Size: \d+ B$/)).toBeInTheDocument()
  expect(
    within(screen.getByLabelText('Response data')).getByText('"Learn the Italian Game"'),
  ).toBeInTheDocument()
  expect(screen.getByText('content-type')).toBeInTheDocument()
})

test('a POST login sends the body and shows the token; a wrong password shows 401 and its message', async () => {
  const { user } = renderTester()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'POST')
  await user.clear(endpoint())
  await user.type(endpoint(), '/api/auth/login')
  await setBody(user, '{"email": "guest@gambit.dev", "password": "guest-pass-123"}')
  await user.click(submit())
  expect(await status()).toHaveTextContent('Status: 200 OK')
  expect(screen.getByText('"encodedToken"', { exact: false })).toBeInTheDocument()
  await setBody(user, '{"email": "guest@gambit.dev", "password": "nope"}')
  await user.keyboard('{Control>}{Enter}{/Control}')
  expect(await screen.findByText('401 Unauthorized')).toBeInTheDocument()
  expect(
    screen.getByText('"The credentials you entered are invalid. Unauthorized access error."'),
  ).toBeInTheDocument()
})

test('a GET sends no body', async () => {
  const { user } = renderTester()
  await user.click(submit())
  await status()
  expect(sent()[0]!.init!.body).toBeUndefined()
})

test('an unreachable URL shows "Response is undefined." and the error', async () => {
  const { user } = renderTester()
  await user.clear(endpoint())
  await user.type(endpoint(), 'http://unreachable.invalid/x')
  await user.click(submit())
  expect(await screen.findByText('Response is undefined.')).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('The request failed: Failed to fetch')
})

test('an invalid URL, a binary, an empty and a huge answer each show something sensible', async () => {
  const { user } = renderTester()
  const go = async (url: string) => {
    await user.clear(endpoint())
    await user.type(endpoint(), url)
    await user.click(submit())
  }
  await go('http://[[bad')
  expect(await screen.findByText('Response is undefined.')).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('is not a valid URL')
  await go('/binary')
  expect(
    await screen.findByText('Binary response (image/png, 4 B) is not shown.'),
  ).toBeInTheDocument()
  await go('/empty')
  expect(await screen.findByText('The response has no body.')).toBeInTheDocument()
  expect(screen.getByText(/^Status:/)).toHaveTextContent('204 No Content')
  await go('/text')
  expect(await screen.findByText('plain words')).toBeInTheDocument()
  await go('/huge')
  expect(await screen.findByText('Showing the first 97.7 KB of 1.0 MB.')).toBeInTheDocument()
})

test('the history keeps requests and re-runs one in a click', async () => {
  const { user } = renderTester()
  await user.click(submit())
  await status()
  await user.clear(endpoint())
  await user.type(endpoint(), '/api/videos')
  await user.click(submit())
  await screen.findByText('"The shortest game"')
  await user.click(screen.getByRole('button', { name: 'Re-run GET /api/test-todos' }))
  expect(await screen.findByText('"Learn the Italian Game"')).toBeInTheDocument()
  expect(endpoint()).toHaveValue('/api/test-todos')
  expect(JSON.parse(localStorage.getItem('GAMBIT_TESTER_HISTORY')!)).toHaveLength(2)
})

test('"Use my session token" adds the authorization header', async () => {
  const { token } = await server().login()
  const { user } = renderTester({ sessionToken: token })
  await user.clear(endpoint())
  await user.type(endpoint(), '/api/user/likes')
  await user.click(screen.getByRole('button', { name: 'Use my session token' }))
  await user.click(submit())
  expect(await status()).toHaveTextContent('200 OK')
  expect(sent()[0]!.init!.headers).toContainEqual(['authorization', token])
})

test('the history never keeps a token: the value is stored as "<redacted>"', async () => {
  const { token } = await server().login()
  const { user } = renderTester({ sessionToken: token })
  await user.clear(endpoint())
  await user.type(endpoint(), '/api/user/likes')
  // A token pasted into a header, as from another tool.
  await user.type(screen.getAllByRole('textbox', { name: 'Header name' }).at(-1)!, 'authorization')
  await user.click(screen.getAllByRole('textbox', { name: 'Header value' }).at(-2)!)
  await user.paste(token)
  await user.click(submit())
  expect(await status()).toHaveTextContent('200 OK')
  const stored = localStorage.getItem('GAMBIT_TESTER_HISTORY')!
  expect(stored).not.toContain(token)
  expect(JSON.parse(stored)[0].headers).toContainEqual(
    expect.objectContaining({ name: 'authorization', value: '<redacted>' }),
  )
  // A re-run sends the current session's token in its place.
  await user.click(screen.getByRole('button', { name: 'Re-run GET /api/user/likes' }))
  await vi.waitFor(() => expect(sent()).toHaveLength(2))
  expect(sent()[1]!.init!.headers).toContainEqual(['authorization', token])
})

test('a history saved by an older version loses its tokens when read', async () => {
  localStorage.setItem(
    'GAMBIT_TESTER_HISTORY',
    JSON.stringify([
      {
        method: 'GET',
        endpoint: '/api/user/likes',
        headers: [
          { id: 1, enabled: true, name: 'Authorization', value: 'eyJhbGciOi.secret.token' },
        ],
        body: '{}',
        status: 200,
        at: 1,
      },
    ]),
  )
  renderTester()
  expect(screen.getByRole('button', { name: 'Re-run GET /api/user/likes' })).toBeInTheDocument()
  expect(localStorage.getItem('GAMBIT_TESTER_HISTORY')).not.toContain('secret.token')
})

test('a delay outside 0–10,000 ms is refused with the reason', async () => {
  const { user } = renderTester()
  const delay = screen.getByRole('spinbutton', { name: 'Mock delay (ms)' })
  await vi.waitFor(() => expect(delay).toHaveValue(0))
  const refusal = 'The delay must be a whole number of milliseconds from 0 to 10000.'
  for (const [toasts, wrong] of ['-5', '20000'].entries()) {
    await user.clear(delay)
    await user.type(delay, wrong)
    await user.click(screen.getByRole('button', { name: 'Apply delay' }))
    await vi.waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(toasts + 1))
  }
  expect(await server().store.delay()).toBe(0)
})

test('endpoint suggestions come from the API description, each path once', async () => {
  const { container } = render(
    <RequestTester
      backend={{
        kind: 'in-browser',
        recentTraffic: async () => [],
        getDelay: async () => 0,
        setDelay: async (ms) => ms,
        reset: async () => undefined,
      }}
    />,
  )
  const paths = new Set(
    server()
      .routes()
      .map((route) => route.split(' ')[1]),
  )
  await vi.waitFor(() =>
    expect(container.querySelectorAll('datalist option')).toHaveLength(paths.size),
  )
  expect(container.querySelector('datalist option[value="/api/user/history/all"]')).not.toBeNull()
  expect(container.querySelector('datalist option[value="/api/video/Eas20kFpAYw"]')).not.toBeNull()
  const likes = container.querySelectorAll('datalist option[value="/api/user/likes"]')
  expect(likes).toHaveLength(1)
})

test('served by the Gambit server, the tester offers no delay or reset and says why', async () => {
  const getDelay = vi.fn(async () => 0)
  renderTester({ backend: { kind: 'server', getDelay } })
  expect(screen.getByRole('heading', { name: 'Gambit server' })).toBeInTheDocument()
  expect(screen.getByText(/no mock delay and no demo reset/)).toBeInTheDocument()
  expect(screen.queryByRole('spinbutton', { name: 'Mock delay (ms)' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull()
  expect(getDelay).not.toHaveBeenCalled()
})

test('the delay control and Reset demo data talk to the back end', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  const reset = vi.fn(async () => undefined)
  const { user } = renderTester({ backend: { reset } })
  const delay = screen.getByRole('spinbutton', { name: 'Mock delay (ms)' })
  await vi.waitFor(() => expect(delay).toHaveValue(0))
  await user.clear(delay)
  await user.type(delay, '250')
  await user.click(screen.getByRole('button', { name: 'Apply delay' }))
  await vi.waitFor(async () => expect(await server().store.delay()).toBe(250))
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }))
  expect(window.confirm).toHaveBeenCalled()
  expect(reset).toHaveBeenCalled()
})
