import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

const THREE = ['6IegDENuxU4', 'uW1ZUk6nkDE', 'Eas20kFpAYw']
const ids = (playlist: { videos: { _id: string }[] }) => playlist.videos.map((video) => video._id)

/** A guest's playlist "Openings" holding THREE in that order, and an empty "Endgames". */
async function withPlaylists() {
  const server = createTestServer()
  const { token } = await server.login()
  const create = (title: string) =>
    server.call('POST', '/api/user/playlists', { token, body: { playlist: { title } } })
  const playlistId = (await create('Openings')).body.playlists[0]._id as string
  await create('Endgames')
  for (const _id of THREE)
    await server.call('POST', `/api/user/playlists/${playlistId}`, {
      token,
      body: { video: { _id } },
    })
  const path = `/api/user/playlists/${playlistId}`
  return { server, token, playlistId, path }
}

test('PATCH renames and describes a playlist, and answers it with its videos', async () => {
  const { server, token, path } = await withPlaylists()
  const renamed = await server.call('PATCH', path, {
    token,
    body: { playlist: { title: '  Sicilian lines ', description: 'Najdorf first' } },
  })
  expect(renamed.status).toBe(200)
  expect(renamed.body.playlist).toMatchObject({
    title: 'Sicilian lines',
    description: 'Najdorf first',
  })
  expect(ids(renamed.body.playlist)).toEqual(THREE)
  // Only the description: the title stays.
  const described = await server.call('PATCH', path, {
    token,
    body: { playlist: { description: '' } },
  })
  expect(described.body.playlist).toMatchObject({ title: 'Sicilian lines', description: '' })
  expect((await server.call('GET', path, { token })).body.playlist.title).toBe('Sicilian lines')
})

test('PATCH to a title another playlist has is a 409, ignoring case; its own title in another case is fine', async () => {
  const { server, token, path } = await withPlaylists()
  expect(
    await server.call('PATCH', path, { token, body: { playlist: { title: 'ENDGAMES' } } }),
  ).toMatchObject({ status: 409, body: { errors: ['A playlist with this title already exists.'] } })
  expect((await server.call('GET', path, { token })).body.playlist.title).toBe('Openings')
  const recased = await server.call('PATCH', path, {
    token,
    body: { playlist: { title: 'OPENINGS' } },
  })
  expect(recased).toMatchObject({ status: 200, body: { playlist: { title: 'OPENINGS' } } })
})

test('PATCH with an empty title or nothing to change is a 400', async () => {
  const { server, token, path } = await withPlaylists()
  const empty = await server.call('PATCH', path, { token, body: { playlist: { title: ' ' } } })
  expect(empty.status).toBe(400)
  expect(empty.body.errors[0]).toContain('The playlist title cannot be empty.')
  expect(await server.call('PATCH', path, { token, body: { playlist: {} } })).toMatchObject({
    status: 400,
    body: { errors: ['Send a new title or description.'] },
  })
  expect((await server.call('PATCH', path, { token, body: {} })).status).toBe(400)
})

test('PUT …/order puts the videos in the order given, and it persists', async () => {
  const { server, token, path } = await withPlaylists()
  const order = [THREE[2]!, THREE[0]!, THREE[1]!]
  const ordered = await server.call('PUT', `${path}/order`, { token, body: { videoIds: order } })
  expect(ordered.status).toBe(200)
  expect(ids(ordered.body.playlist)).toEqual(order)
  expect(ids((await server.call('GET', path, { token })).body.playlist)).toEqual(order)
  // A video added afterwards goes last.
  await server.call('POST', path, { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  const all = (await server.call('GET', '/api/user/playlists', { token })).body.playlists
  expect(ids(all[0])).toEqual([...order, 'wofz0k6FCMU'])
})

test('an order that is not a permutation of the playlist is a 400 and changes nothing', async () => {
  const { server, token, path } = await withPlaylists()
  const refused = {
    status: 400,
    body: { errors: ["videoIds must list each of the playlist's videos exactly once."] },
  }
  for (const videoIds of [
    THREE.slice(0, 2),
    [...THREE, 'wofz0k6FCMU'],
    [THREE[0], THREE[0], THREE[1]],
    [THREE[0], THREE[1], 'wofz0k6FCMU'],
  ])
    expect(await server.call('PUT', `${path}/order`, { token, body: { videoIds } })).toMatchObject(
      refused,
    )
  const malformed = await server.call('PUT', `${path}/order`, {
    token,
    body: { videoIds: 'abc' },
  })
  expect(malformed.status).toBe(400)
  expect(ids((await server.call('GET', path, { token })).body.playlist)).toEqual(THREE)
})

test("someone else's playlist is a 404 for PATCH and order, and stays as it was", async () => {
  const { server, token, path } = await withPlaylists()
  const alex = await server.login(ALEX)
  const notFound = { status: 404, body: { errors: ['The playlist you requested does not exist.'] } }
  expect(
    await server.call('PATCH', path, { token: alex.token, body: { playlist: { title: 'Mine' } } }),
  ).toMatchObject(notFound)
  expect(
    await server.call('PUT', `${path}/order`, {
      token: alex.token,
      body: { videoIds: [...THREE].reverse() },
    }),
  ).toMatchObject(notFound)
  const own = (await server.call('GET', path, { token })).body.playlist
  expect(own.title).toBe('Openings')
  expect(ids(own)).toEqual(THREE)
  expect(
    await server.call('PATCH', '/api/user/playlists/nope', {
      token,
      body: { playlist: { title: 'X' } },
    }),
  ).toMatchObject(notFound)
})

test('POST with videoIds restores a deleted playlist with its videos in order (Undo)', async () => {
  const { server, token, path } = await withPlaylists()
  await server.call('PUT', `${path}/order`, { token, body: { videoIds: [...THREE].reverse() } })
  await server.call('PATCH', path, { token, body: { playlist: { description: 'Lines I play' } } })
  const deleted = (await server.call('GET', path, { token })).body.playlist
  await server.call('DELETE', path, { token })
  const restored = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { ...deleted, videoIds: ids(deleted) } },
  })
  expect(restored.status).toBe(201)
  const back = restored.body.playlists.find((p: { title: string }) => p.title === 'Openings')
  expect(back).toMatchObject({ description: 'Lines I play' })
  expect(ids(back)).toEqual([...THREE].reverse())
})

test('a restore naming an unknown or repeated video is refused and creates nothing', async () => {
  const { server, token } = await withPlaylists()
  const restore = (videoIds: string[]) =>
    server.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: 'Middlegames', videoIds } },
    })
  expect(await restore(['wofz0k6FCMU', 'no-such-video'])).toMatchObject({
    status: 404,
    body: { errors: ['The video you requested does not exist.'] },
  })
  expect(await restore(['wofz0k6FCMU', 'wofz0k6FCMU'])).toMatchObject({
    status: 400,
    body: { errors: ['videoIds lists a video more than once.'] },
  })
  const titles = (await server.call('GET', '/api/user/playlists', { token })).body.playlists.map(
    (p: { title: string }) => p.title,
  )
  expect(titles).toEqual(['Openings', 'Endgames'])
})
