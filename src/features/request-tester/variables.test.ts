import { expect, test } from 'vitest'
import type { TesterRequest } from './send-request'
import {
  capturedToken,
  missingVariables,
  substitute,
  withVariables,
  type Variable,
} from './variables'

const variables: Variable[] = [
  { id: 1, name: 'token', value: 'eyJ.abc' },
  { id: 2, name: 'videoId', value: 'Eas20kFpAYw' },
  { id: 3, name: ' spaced ', value: 'yes' },
]

test('{{name}} is replaced in the endpoint, header values and body; unknown names stay', () => {
  const request: TesterRequest = {
    method: 'POST',
    endpoint: '/api/user/notes/{{videoId}}?x={{ spaced }}',
    headers: [
      { id: 1, enabled: true, name: 'authorization', value: 'Bearer {{token}}' },
      { id: 2, enabled: true, name: '{{videoId}}', value: '{{nope}}' },
    ],
    body: '{"note":{"text":"{{videoId}} {{videoId}}"}}',
  }
  const sent = withVariables(request, variables)
  expect(sent.endpoint).toBe('/api/user/notes/Eas20kFpAYw?x=yes')
  expect(sent.headers.map((row) => [row.name, row.value])).toEqual([
    ['authorization', 'Bearer eyJ.abc'],
    ['{{videoId}}', '{{nope}}'],
  ])
  expect(sent.body).toBe('{"note":{"text":"Eas20kFpAYw Eas20kFpAYw"}}')
  expect(missingVariables(request, variables)).toEqual(['nope'])
  expect(substitute('{{token}}{{token}}', [])).toBe('{{token}}{{token}}')
})

test('the token is captured from a login or signup answer only', () => {
  const body = { encodedToken: 'eyJ.new', foundUser: {} }
  expect(capturedToken('/api/auth/login', 200, body)).toBe('eyJ.new')
  expect(capturedToken('http://localhost:4173/api/auth/signup', 201, body)).toBe('eyJ.new')
  expect(capturedToken('/api/auth/login', 401, body)).toBeNull()
  expect(capturedToken('/api/videos', 200, body)).toBeNull()
  expect(capturedToken('/api/auth/login', 200, { encodedToken: 5 })).toBeNull()
})
