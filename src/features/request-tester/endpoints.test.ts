import { expect, test } from 'vitest'
import { endpointSuggestions, type Endpoint } from './endpoints'

const endpoint = (path: string, params: Endpoint['params']): Endpoint => ({
  method: 'GET',
  path,
  summary: '',
  tag: '',
  secured: false,
  params,
})

test("endpoints about a video are suggested with the catalogue's newest videos too", () => {
  const endpoints = [
    endpoint('/api/videos', []),
    endpoint('/api/video/{videoId}', [{ name: 'videoId', example: 'Eas20kFpAYw' }]),
    endpoint('/api/user/notes/{videoId}/{noteId}', [
      { name: 'videoId', example: 'Eas20kFpAYw' },
      { name: 'noteId' },
    ]),
  ]
  expect(endpointSuggestions(endpoints, ['dQw4w9WgXcQ'])).toEqual([
    '/api/videos',
    '/api/video/Eas20kFpAYw',
    '/api/video/dQw4w9WgXcQ',
    '/api/user/notes/Eas20kFpAYw/{{noteId}}',
    '/api/user/notes/dQw4w9WgXcQ/{{noteId}}',
  ])
  expect(endpointSuggestions(endpoints, [])).toHaveLength(3)
})
