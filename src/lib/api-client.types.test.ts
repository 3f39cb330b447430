import { afterEach, expect, test } from 'vitest'
import { call, configureApiClient } from './api-client'

// The page calls an endpoint by its contract's `METHOD path` (docs/decisions/036): the key, the
// parameters, the query and the body are type-checked against the back end's definitions, and
// the call builds the request from them.

const sent: Request[] = []
configureApiClient({
  fetch: async (input, init) => {
    sent.push(new Request(new URL(String(input), 'http://gambit.test'), init))
    return new Response('{"playlist":{"_id":"p"}}', { status: 200 })
  },
})
afterEach(() => {
  sent.length = 0
})

test('path parameters are put in their places, encoded', async () => {
  await call('DELETE /user/playlists/:playlistId/:videoId', {
    params: { playlistId: 'a b', videoId: 'x/y?' },
  })
  expect(sent[0]!.method).toBe('DELETE')
  expect(new URL(sent[0]!.url).pathname).toBe('/api/user/playlists/a%20b/x%2Fy%3F')
  expect(sent[0]!.body).toBeNull()
})

test('the query sends the parameters given, and no others', async () => {
  await call('GET /puzzles/next', {
    query: { themes: 'fork,pin', difficulty: undefined, after: '00BNd' },
  })
  const url = new URL(sent[0]!.url)
  expect(url.pathname).toBe('/api/puzzles/next')
  expect([...url.searchParams]).toEqual([
    ['themes', 'fork,pin'],
    ['after', '00BNd'],
  ])
})

test('a body goes as JSON', async () => {
  await call('PATCH /user/playlists/:playlistId', {
    params: { playlistId: 'p' },
    body: { playlist: { title: 'Endgames' } },
  })
  expect(sent[0]!.headers.get('content-type')).toBe('application/json')
  expect(await sent[0]!.json()).toEqual({ playlist: { title: 'Endgames' } })
})

/** Never run: `tsc -b` (npm run typecheck) fails when a line marked as an error is not one. */
export async function typeChecks() {
  // @ts-expect-error: no such endpoint (the API has GET /user/playlists, not /user/playlist)
  await call('GET /user/playlist')
  // @ts-expect-error: the path's parameter is missing
  await call('GET /user/playlists/:playlistId', {})
  // @ts-expect-error: a body field the contract does not name (`name` is `title`)
  await call('POST /user/playlists', { body: { playlist: { name: 'x', description: '' } } })
  // @ts-expect-error: an endpoint without a body takes none
  await call('POST /classes/:classId/leave', { params: { classId: 'c' }, body: {} })
  const { playlist } = await call('GET /user/playlists/:playlistId', {
    params: { playlistId: 'p' },
  })
  // @ts-expect-error: the answer is typed from the contract: a playlist has no `name`
  void playlist.name
  void playlist.title
}
