import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

const lists = [
  { list: 'likes', duplicate: 'The video is already in your liked videos' },
  { list: 'watchlater', duplicate: 'The video is already in your watch later videos' },
  { list: 'history', duplicate: 'The video is already in your history' },
] as const

for (const { list, duplicate } of lists) {
  test(`${list}: GET, POST 201, duplicate 409, DELETE 200 with the updated list`, async () => {
    const server = createTestServer()
    const { token } = await server.login()
    expect(await server.call('GET', `/api/user/${list}`, { token })).toMatchObject({
      status: 200,
      body: { [list]: [] },
    })

    const added = await server.call('POST', `/api/user/${list}`, {
      token,
      body: { video: { _id: 'Eas20kFpAYw' } },
    })
    expect(added.status).toBe(201)
    // The catalogue's copy is stored, whatever else the client sent.
    expect(added.body[list]).toEqual([
      expect.objectContaining({ _id: 'Eas20kFpAYw', title: "Anand's Immortal" }),
    ])

    await server.call('POST', `/api/user/${list}`, {
      token,
      body: { video: { _id: 'wofz0k6FCMU' } },
    })
    expect(
      await server.call('POST', `/api/user/${list}`, {
        token,
        body: { video: { _id: 'Eas20kFpAYw', title: 'x' } },
      }),
    ).toMatchObject({
      status: 409,
      body: { errors: [duplicate] },
    })

    const removed = await server.call('DELETE', `/api/user/${list}/Eas20kFpAYw`, { token })
    expect(removed.status).toBe(200)
    expect(removed.body[list].map((v: { _id: string }) => v._id)).toEqual(['wofz0k6FCMU'])
    expect((await server.call('DELETE', `/api/user/${list}/Eas20kFpAYw`, { token })).status).toBe(
      404,
    )
    expect(
      (
        await server.call('POST', `/api/user/${list}`, {
          token,
          body: { video: { _id: 'not-a-video' } },
        })
      ).status,
    ).toBe(404)
  })
}

test('a list keeps the order videos were added in', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  for (const _id of ['6IegDENuxU4', 'wofz0k6FCMU', 'Eas20kFpAYw']) {
    await server.call('POST', '/api/user/history', { token, body: { video: { _id } } })
  }
  const { body } = await server.call('GET', '/api/user/history', { token })
  expect(body.history.map((v: { _id: string }) => v._id)).toEqual([
    '6IegDENuxU4',
    'wofz0k6FCMU',
    'Eas20kFpAYw',
  ])
})

test('DELETE /api/user/history/all empties the history', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  await server.call('POST', '/api/user/history', { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  expect(await server.call('DELETE', '/api/user/history/all', { token })).toMatchObject({
    status: 200,
    body: { history: [] },
  })
})

test("one user's lists never change another's", async () => {
  const server = createTestServer()
  const guest = await server.login()
  const alex = await server.login(ALEX)
  await server.call('POST', '/api/user/likes', {
    token: guest.token,
    body: { video: { _id: 'wofz0k6FCMU' } },
  })
  await server.call('POST', '/api/user/playlists', {
    token: guest.token,
    body: { playlist: { title: 'Mine' } },
  })
  expect((await server.call('GET', '/api/user/likes', { token: alex.token })).body.likes).toEqual(
    [],
  )
  expect(
    (await server.call('GET', '/api/user/playlists', { token: alex.token })).body.playlists,
  ).toEqual([])
  const guestPlaylistId = (await server.call('GET', '/api/user/playlists', { token: guest.token }))
    .body.playlists[0]._id
  expect(
    (await server.call('GET', `/api/user/playlists/${guestPlaylistId}`, { token: alex.token }))
      .status,
  ).toBe(404)
  expect(
    (await server.call('DELETE', `/api/user/playlists/${guestPlaylistId}`, { token: alex.token }))
      .status,
  ).toBe(404)
  expect(
    (await server.call('GET', '/api/user/playlists', { token: guest.token })).body.playlists,
  ).toHaveLength(1)
})

test('ten concurrent adds of one video store it once', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      server.call('POST', '/api/user/watchlater', {
        token,
        body: { video: { _id: 'wofz0k6FCMU' } },
      }),
    ),
  )
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
  expect(answers.filter((a) => a.status === 409)).toHaveLength(9)
  expect(
    (await server.call('GET', '/api/user/watchlater', { token })).body.watchlater,
  ).toHaveLength(1)
})

test('login answers the user with every list filled in', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  await server.call('POST', '/api/user/likes', { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Openings' } },
  })
  const { user } = await server.login()
  expect(user.likes.map((v) => v._id)).toEqual(['wofz0k6FCMU'])
  expect(user.playlists.map((p) => p.title)).toEqual(['Openings'])
})
