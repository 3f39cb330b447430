import { expect, test } from 'vitest'
import { createTestServer } from '@/testing/test-server'

async function withPlaylist() {
  const server = createTestServer()
  const { token } = await server.login()
  const created = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Openings', description: '' } },
  })
  return { server, token, created, playlistId: created.body.playlists[0]._id as string }
}

test('POST /api/user/playlists answers 201 with the playlists, the new one empty', async () => {
  const { created } = await withPlaylist()
  expect(created.status).toBe(201)
  expect(created.body.playlists).toEqual([
    { _id: expect.any(String), title: 'Openings', description: '', videos: [] },
  ])
})

test('a duplicate or empty title is refused and nothing is stored', async () => {
  const { server, token } = await withPlaylist()
  expect(
    await server.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Openings' } },
    }),
  ).toMatchObject({
    status: 409,
    body: { errors: ['A playlist with this title already exists.'] },
  })
  const empty = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: '   ' } },
  })
  expect(empty.status).toBe(400)
  expect(empty.body.errors[0]).toContain('The playlist title cannot be empty.')
  expect((await server.call('GET', '/api/user/playlists', { token })).body.playlists).toHaveLength(
    1,
  )
})

test('add, get and remove a video in a playlist', async () => {
  const { server, token, playlistId } = await withPlaylist()
  const added = await server.call('POST', `/api/user/playlists/${playlistId}`, {
    token,
    body: { video: { _id: '6IegDENuxU4' } },
  })
  expect(added.status).toBe(201)
  expect(added.body.playlist.videos.map((v: { _id: string }) => v._id)).toEqual(['6IegDENuxU4'])
  expect(
    await server.call('POST', `/api/user/playlists/${playlistId}`, {
      token,
      body: { video: { _id: '6IegDENuxU4' } },
    }),
  ).toMatchObject({
    status: 409,
    body: { errors: ['The video is already in your playlist'] },
  })
  const fetched = await server.call('GET', `/api/user/playlists/${playlistId}`, { token })
  expect(fetched).toMatchObject({
    status: 200,
    body: { playlist: { _id: playlistId, title: 'Openings' } },
  })
  const removed = await server.call('DELETE', `/api/user/playlists/${playlistId}/6IegDENuxU4`, {
    token,
  })
  expect(removed).toMatchObject({ status: 200, body: { playlist: { videos: [] } } })
})

test('DELETE /api/user/playlists/{id} answers 200 with the remaining playlists', async () => {
  const { server, token, playlistId } = await withPlaylist()
  await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Endgames' } },
  })
  const { status, body } = await server.call('DELETE', `/api/user/playlists/${playlistId}`, {
    token,
  })
  expect(status).toBe(200)
  expect(body.playlists.map((p: { title: string }) => p.title)).toEqual(['Endgames'])
})

test('an unknown playlist is a 404 on get, add, remove and delete', async () => {
  const { server, token } = await withPlaylist()
  const notFound = { status: 404, body: { errors: ['The playlist you requested does not exist.'] } }
  expect(await server.call('GET', '/api/user/playlists/nope', { token })).toMatchObject(notFound)
  expect(
    await server.call('POST', '/api/user/playlists/nope', {
      token,
      body: { video: { _id: 'wofz0k6FCMU' } },
    }),
  ).toMatchObject(notFound)
  expect(
    await server.call('DELETE', '/api/user/playlists/nope/wofz0k6FCMU', { token }),
  ).toMatchObject(notFound)
  expect(await server.call('DELETE', '/api/user/playlists/nope', { token })).toMatchObject(notFound)
})
