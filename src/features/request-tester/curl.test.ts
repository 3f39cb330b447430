import { expect, test } from 'vitest'
import { toCurl } from './curl'

test('a POST with headers and a body, quotes escaped', () => {
  const command = toCurl(
    {
      method: 'POST',
      endpoint: '/api/auth/login',
      headers: [
        { id: 1, enabled: true, name: 'Accept', value: '*/*' },
        { id: 2, enabled: false, name: 'X-Off', value: 'no' },
        { id: 3, enabled: true, name: '', value: 'ignored' },
      ],
      body: `{"email":"o'neil@gambit.dev"}`,
    },
    'http://localhost:5173',
  )
  expect(command).toBe(
    `curl -X POST 'http://localhost:5173/api/auth/login' -H 'Accept: */*' --data-raw '{"email":"o'\\''neil@gambit.dev"}'`,
  )
})

test('a GET carries no body', () => {
  expect(
    toCurl({ method: 'GET', endpoint: '/api/videos', headers: [], body: '{}' }, 'http://x'),
  ).toBe(`curl -X GET 'http://x/api/videos'`)
})
