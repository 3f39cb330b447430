import { cleanup, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { configureApiClient } from '@/lib/api-client'
import type { TrafficEntry } from '@/shared/traffic'
import { setUpTesterTests } from '@/testing/tester-test-setup'

const tester = setUpTesterTests()
const { endpoint, submit, status, body, renderTester } = tester
const method = () => screen.getByRole('combobox', { name: 'Method' })
const endpoints = () => screen.getByRole('navigation', { name: 'Endpoints' })

test('"Endpoints" lists the API from its description; choosing one fills method, endpoint and body', async () => {
  const { user } = renderTester()
  const nav = endpoints()
  await user.click(await within(nav).findByText('Notes'))
  await user.click(within(nav).getByRole('button', { name: 'POST /api/user/notes/{videoId}' }))
  expect(method()).toHaveValue('POST')
  expect(endpoint()).toHaveValue('/api/user/notes/Eas20kFpAYw')
  await vi.waitFor(() => expect(endpoint()).toHaveFocus())
  expect(JSON.parse((body() as HTMLTextAreaElement).value)).toMatchObject({
    note: {
      timeSeconds: 95,
      text: 'The Italian: Black answers Bc5',
      moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'],
    },
  })
  // A user's own route asks for the token: {{token}}, set by a login.
  const headerValues = screen
    .getAllByRole('textbox', { name: 'Header value' })
    .map((input) => (input as HTMLInputElement).value)
  expect(headerValues).toContain('{{token}}')
  expect(within(nav).getAllByRole('button')).toHaveLength(87)
})

test('the page waits for the back end before reading the API or sending: a first visit lists Endpoints without a reload', async () => {
  // A first visit: until the worker controls the page, /api goes to the static host (a 404).
  let backendUp = false
  let startBackend = () => {}
  configureApiClient({ ready: new Promise<void>((resolve) => (startBackend = resolve)) })
  const answer = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    backendUp ? answer(input, init) : Promise.resolve(new Response('Not found', { status: 404 })),
  )
  const { user } = renderTester()
  await user.click(submit())
  expect(within(endpoints()).getByText('Reading the API…')).toBeInTheDocument()
  backendUp = true
  startBackend()
  expect(await within(endpoints()).findByText('Notes')).toBeInTheDocument()
  expect(screen.queryByText(/Couldn't read the API's description/)).not.toBeInTheDocument()
  expect(await status()).toHaveTextContent('Status: 200 OK')
})

test('when the API cannot be read, "Try again" reads it again', async () => {
  let failures = 1
  const answer = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    input.endsWith('/api/openapi.json') && failures-- > 0
      ? Promise.resolve(new Response('{}', { status: 503 }))
      : answer(input, init),
  )
  const { user } = renderTester()
  expect(await within(endpoints()).findByText(/answered 503/)).toBeInTheDocument()
  await user.click(within(endpoints()).getByRole('button', { name: 'Try again' }))
  expect(await within(endpoints()).findByText('Notes')).toBeInTheDocument()
})

test('a login captures {{token}}, which later requests use; an unknown variable is refused before sending', async () => {
  const { user } = renderTester()
  await user.click(await within(endpoints()).findByText('Auth'))
  await user.click(within(endpoints()).getByRole('button', { name: 'POST /api/auth/login' }))
  await user.click(submit())
  expect(await status()).toHaveTextContent('200 OK')
  const token = screen.getByRole('textbox', { name: 'Value of token' })
  await vi.waitFor(() => expect((token as HTMLInputElement).value).toMatch(/^eyJ/))

  await user.click(within(endpoints()).getByText('Playlists'))
  await user.click(
    within(endpoints()).getByRole('button', { name: 'GET /api/user/playlists/{playlistId}' }),
  )
  await user.click(submit())
  expect(screen.getByRole('alert')).toHaveTextContent('Set {{playlistId}} in Variables first.')
  const count = tester.sent.length
  await user.click(screen.getByRole('button', { name: 'Add variable' }))
  const names = screen.getAllByRole('textbox', { name: 'Variable name' })
  await user.type(names.at(-1)!, 'playlistId')
  await user.type(screen.getByRole('textbox', { name: 'Value of playlistId' }), 'nope')
  await user.click(submit())
  expect(await screen.findByText('404 Not Found')).toBeInTheDocument()
  const last = tester.sent.at(-1)!
  expect(tester.sent).toHaveLength(count + 1)
  expect(last.url).toMatch(/\/api\/user\/playlists\/nope$/)
  expect(last.init!.headers).toContainEqual(['authorization', (token as HTMLInputElement).value])
  // The history keeps the placeholder, never the token.
  expect(localStorage.getItem('GAMBIT_TESTER_HISTORY')).toContain('{{token}}')
  expect(localStorage.getItem('GAMBIT_TESTER_HISTORY')).not.toContain(
    (token as HTMLInputElement).value,
  )
})

test('checks say pass or fail after each send', async () => {
  const { user } = renderTester()
  // One check to start with: status equals 200.
  expect(screen.getByRole('combobox', { name: 'Check' })).toHaveValue('status')
  expect(screen.getByRole('textbox', { name: 'Expected' })).toHaveValue('200')
  await user.click(screen.getByRole('button', { name: 'Add check' }))
  const kinds = screen.getAllByRole('combobox', { name: 'Check' })
  await user.selectOptions(kinds[1]!, 'json')
  await user.click(screen.getByRole('textbox', { name: 'JSON path' }))
  await user.paste('$.todos[0].title')
  const expected = screen.getAllByRole('textbox', { name: 'Expected' })[1]!
  await user.clear(expected)
  await user.type(expected, 'Learn the Italian Game')
  await user.click(screen.getByRole('button', { name: 'Add check' }))
  await user.selectOptions(screen.getAllByRole('combobox', { name: 'Check' })[2]!, 'time')
  const time = screen.getAllByRole('textbox', { name: 'Expected' })[2]!
  await user.clear(time)
  await user.type(time, '60000')
  await user.click(submit())
  expect(await screen.findByText('3 of 3 checks passed')).toBeInTheDocument()

  await user.clear(endpoint())
  await user.type(endpoint(), '/api/video/nope')
  await user.click(submit())
  expect(await screen.findByText('1 of 3 checks passed')).toBeInTheDocument()
  const rows = screen.getByRole('region', { name: 'Checks' }).querySelectorAll('li')
  expect(rows[0]).toHaveTextContent('Fail: status was 404')
  expect(rows[1]).toHaveTextContent('Fail: Nothing at "todos".')
  expect(rows[2]).toHaveTextContent(/Pass: took \d+ ms/)
})

test('Import cURL fills the form; what it cannot read is said in the dialog', async () => {
  const { user } = renderTester()
  await user.click(screen.getByRole('button', { name: 'Import cURL' }))
  const dialog = screen.getByRole('dialog', { name: 'Import cURL' })
  const command = within(dialog).getByRole('textbox', { name: 'cURL command' })
  await user.type(command, 'wget x')
  await user.click(within(dialog).getByRole('button', { name: 'Import' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('A cURL command starts with "curl".')
  await user.clear(command)
  await user.click(command)
  await user.paste(
    `curl '${window.location.origin}/api/auth/login' \\\n  -H 'Content-Type: application/json' \\\n  --data-raw '{"email":"guest@gambit.dev","password":"guest-pass-123"}'`,
  )
  await user.click(within(dialog).getByRole('button', { name: 'Import' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(method()).toHaveValue('POST')
  expect(endpoint()).toHaveValue('/api/auth/login')
  expect(JSON.parse((body() as HTMLTextAreaElement).value)).toEqual({
    email: 'guest@gambit.dev',
    password: 'guest-pass-123',
  })
  await user.click(submit())
  expect(await status()).toHaveTextContent('200 OK')
})

test('App traffic lists the app’s requests live; "Open in tester" fills the form with {{token}}', async () => {
  const older: TrafficEntry = {
    id: 'a',
    at: 1_000,
    method: 'GET',
    path: '/api/videos',
    status: 200,
    timeMs: 4,
    headers: [],
    body: '',
  }
  const { user } = renderTester({ backend: { recentTraffic: async () => [older] } })
  const traffic = screen.getByRole('region', { name: 'App traffic' })
  expect(await within(traffic).findByText('/api/videos')).toBeInTheDocument()
  // A write in another tab arrives over the worker's channel.
  const channel = new BroadcastChannel('gambit-traffic')
  channel.postMessage({
    ...older,
    id: 'b',
    at: 2_000,
    method: 'POST',
    path: '/api/user/likes',
    status: 201,
    headers: [
      ['authorization', '<redacted>'],
      ['content-type', 'application/json'],
    ],
    body: '{"video":{"_id":"Eas20kFpAYw"}}',
  })
  channel.close()
  const items = () => within(traffic).getAllByRole('listitem')
  await vi.waitFor(() => expect(items()).toHaveLength(2))
  expect(items()[0]).toHaveTextContent('POST /api/user/likes 201')
  await user.click(within(items()[0]!).getByRole('button', { name: 'Open in tester' }))
  expect(method()).toHaveValue('POST')
  expect(endpoint()).toHaveValue('/api/user/likes')
  const headers = screen
    .getAllByRole('textbox', { name: 'Header value' })
    .map((input) => (input as HTMLInputElement).value)
  expect(headers).toEqual(['{{token}}', 'application/json', ''])
  expect(body()).toHaveValue('{"video":{"_id":"Eas20kFpAYw"}}')
})

test('an empty endpoint is refused, and the form is kept for the tab without its token', async () => {
  const { token } = await tester.server.login()
  const { user } = renderTester({ sessionToken: token })
  await user.clear(endpoint())
  await user.click(submit())
  expect(screen.getByRole('alert')).toHaveTextContent('Enter an endpoint, such as /api/videos.')
  expect(tester.sent).toHaveLength(0)
  await user.type(endpoint(), '/api/user/likes')
  const values = screen.getAllByRole('textbox', { name: 'Header value' })
  // Pasted, as a token is: typed a key at a time it took most of 5 s on a slow machine.
  await user.click(values.at(-1)!)
  await user.paste(token)
  const names = screen.getAllByRole('textbox', { name: 'Header name' })
  await user.type(names.at(-2)!, 'Authorization')
  // Away to another screen and back.
  cleanup()
  renderTester()
  expect(endpoint()).toHaveValue('/api/user/likes')
  expect(sessionStorage.getItem('GAMBIT_TESTER_FORM')).not.toContain(token)
  expect(sessionStorage.getItem('GAMBIT_TESTER_FORM')).toContain('<redacted>')
})
