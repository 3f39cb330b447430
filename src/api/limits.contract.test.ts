import { expect, test } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { buildVideo, createTestServer } from '@/testing/test-server'
import { MAX_NOTES_PER_VIDEO, MAX_PLAYLIST_VIDEOS, MAX_PLAYLISTS } from '@/shared/input-rules'

// What one account may hold (docs/api.md, "Limits"): beyond it a write is a 409 and changes
// nothing; below it everything works as before.

test(`an account holds at most ${MAX_PLAYLISTS} playlists; deleting one makes room`, async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const create = (title: string) =>
    server.call('POST', '/api/user/playlists', { token, body: { playlist: { title } } })
  const have = (await server.call('GET', '/api/user/playlists', { token })).body.playlists.length
  for (let n = have; n < MAX_PLAYLISTS; n++) expect((await create(`List ${n}`)).status).toBe(201)
  expect(await create('One too many')).toMatchObject({
    status: 409,
    body: { errors: ['An account can have at most 200 playlists. Delete one to make another.'] },
  })
  const { playlists } = (await server.call('GET', '/api/user/playlists', { token })).body
  expect(playlists).toHaveLength(MAX_PLAYLISTS)
  await server.call('DELETE', `/api/user/playlists/${playlists[0]._id}`, { token })
  expect((await create('One too many')).status).toBe(201)
})

test(`a playlist holds at most ${MAX_PLAYLIST_VIDEOS} videos`, async () => {
  const videos = Array.from({ length: MAX_PLAYLIST_VIDEOS + 1 }, (_, n) =>
    buildVideo({ _id: `video${String(n).padStart(6, '0')}`, title: `Game ${n}` }),
  )
  const server = createTestServer({ seed: { ...defaultSeed, videos } })
  const { token } = await server.login()
  const ids = videos.map((video) => video._id)
  const created = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Everything', videoIds: ids.slice(0, MAX_PLAYLIST_VIDEOS) } },
  })
  expect(created.status).toBe(201)
  const path = `/api/user/playlists/${created.body.playlists.at(-1)._id}`
  expect(
    await server.call('POST', path, { token, body: { video: { _id: ids.at(-1) } } }),
  ).toMatchObject({ status: 409, body: { errors: ['A playlist can hold at most 1,000 videos.'] } })
  await server.call('DELETE', `${path}/${ids[0]}`, { token })
  const added = await server.call('POST', path, { token, body: { video: { _id: ids.at(-1) } } })
  expect(added.status).toBe(201)
  expect(added.body.playlist.videos).toHaveLength(MAX_PLAYLIST_VIDEOS)
})

test(`a user has at most ${MAX_NOTES_PER_VIDEO} notes on one video, and more on another`, async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const [first, second] = defaultSeed.videos.map((video) => `/api/user/notes/${video._id}`)
  const note = (path: string, n: number) =>
    server.call('POST', path!, { token, body: { note: { timeSeconds: n, text: `Note ${n}` } } })
  for (let n = 0; n < MAX_NOTES_PER_VIDEO; n++) expect((await note(first!, n)).status).toBe(201)
  expect(await note(first!, MAX_NOTES_PER_VIDEO)).toMatchObject({
    status: 409,
    body: { errors: ['A video can have at most 500 notes of yours. Delete one to add another.'] },
  })
  expect((await server.call('GET', first!, { token })).body.notes).toHaveLength(MAX_NOTES_PER_VIDEO)
  expect((await note(second!, 0)).status).toBe(201)
})
