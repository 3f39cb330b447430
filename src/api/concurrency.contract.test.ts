import { expect, test } from 'vitest'
import { MAX_CLASSES, MAX_NOTES_PER_VIDEO, MAX_PLAYLISTS } from '@/shared/input-rules'
import { ALEX, createTestServer, GUEST, storeKind, type TestServer } from '@/testing/test-server'

// docs/api.md, "Concurrency": many requests at once, as two tabs or a script send them. No
// answer is a 500, every limit holds and no write is lost, on every store.

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status)
const countOf = (answers: { status: number }[], status: number) =>
  statuses(answers).filter((s) => s === status).length
const together = <T>(count: number, send: (n: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, n) => send(n)))

async function playlist(server: TestServer, token: string, title: string) {
  const { body } = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title, videoIds: ['Eas20kFpAYw'] } },
  })
  return body.playlists.find((p: { title: string }) => p.title === title)._id as string
}

const limitsOnly = test.skipIf(storeKind === 'indexeddb') // the browser's back end has none

limitsOnly(
  '100 wrong logins at once: at most 10 are checked, and the right password waits',
  async () => {
    const server = createTestServer({ signInLimits: true })
    const answers = await together(100, (n) =>
      server.call('POST', '/api/auth/login', {
        body: { ...GUEST, password: n === 59 ? GUEST.password : `wrong-${n}-pass` },
      }),
    )
    expect(countOf(answers, 500)).toBe(0)
    expect(countOf(answers, 401)).toBeLessThanOrEqual(10)
    expect(answers[59]!.status).toBe(429)
    expect(countOf(answers, 429)).toBeGreaterThanOrEqual(89)
  },
)

limitsOnly(
  '40 right passwords at once all log in: an attempt behind pending ones waits for them',
  async () => {
    const server = createTestServer({ signInLimits: true })
    const answers = await together(40, () =>
      server.call('POST', '/api/auth/login', { body: GUEST }),
    )
    expect(statuses(answers)).toEqual(Array(40).fill(200))
    // None of them counted: ten wrong ones are still checked.
    const wrong = await together(10, (n) =>
      server.call('POST', '/api/auth/login', { body: { ...GUEST, password: `wrong-${n}-pass` } }),
    )
    expect(statuses(wrong)).toEqual(Array(10).fill(401))
  },
)

limitsOnly('300 logins at once from one address: at most 100 are checked', async () => {
  const server = createTestServer({ signInLimits: true })
  const answers = await together(300, (n) =>
    server.call('POST', '/api/auth/login', {
      body: { email: `nobody-${n}@gambit.dev`, password: 'pass-1234' },
    }),
  )
  expect(countOf(answers, 404)).toBeLessThanOrEqual(100)
  expect(countOf(answers, 404) + countOf(answers, 429)).toBe(300)
})

limitsOnly('150 signups at once from one address: at most 50 accounts', async () => {
  const server = createTestServer({ signInLimits: true })
  const before = await server.countUsers()
  const answers = await together(150, (n) =>
    server.call('POST', '/api/auth/signup', {
      body: { email: `new-${n}@gambit.dev`, password: 'pass-1234' },
    }),
  )
  expect(countOf(answers, 201)).toBeLessThanOrEqual(50)
  expect(countOf(answers, 201) + countOf(answers, 429)).toBe(150)
  expect(await server.countUsers()).toBe(before + countOf(answers, 201))
})

test('two tabs renaming, sharing, filling and deleting one playlist: never a 500', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const id = await playlist(server, token, 'Raced')
  const path = `/api/user/playlists/${id}`
  const renames = await together(40, (n) =>
    server.call('PATCH', path, { token, body: { playlist: { title: `Raced ${n % 2}` } } }),
  )
  expect(new Set(statuses(renames))).toEqual(new Set([200]))
  const sharing = await together(50, (n) =>
    n % 2
      ? server.call('PUT', `${path}/sharing`, { token, body: { shared: n % 4 === 1 } })
      : server.call('PATCH', path, { token, body: { playlist: { title: `Shared ${n}` } } }),
  )
  expect(new Set(statuses(sharing))).toEqual(new Set([200]))
  const videos = ['uW1ZUk6nkDE', 'wofz0k6FCMU', 'Qd2fJwt0AeM']
  const last = await together(31, (n) =>
    n === 15
      ? server.call('DELETE', path, { token })
      : n % 2
        ? server.call('POST', path, { token, body: { video: { _id: videos[n % 3] } } })
        : server.call('PATCH', path, { token, body: { playlist: { title: `Last ${n}` } } }),
  )
  expect(last[15]!.status).toBe(200)
  for (const status of statuses(last)) expect([200, 201, 404, 409]).toContain(status)
  expect((await server.call('GET', path, { token })).status).toBe(404)
})

test('a drill made while its note is deleted: 201 or 404, never a 500', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const notes = '/api/user/notes/Eas20kFpAYw'
  for (let round = 0; round < 6; round++) {
    const { body } = await server.call('POST', notes, {
      token,
      body: { note: { timeSeconds: round, text: `n${round}`, moves: ['e4'] } },
    })
    const noteId = body.notes.find((n: { text: string }) => n.text === `n${round}`)._id
    const [made, deleted] = await Promise.all([
      server.call('POST', '/api/user/drills', {
        token,
        body: { drill: { noteId, solution: ['e5'] } },
      }),
      server.call('DELETE', `${notes}/${noteId}`, { token }),
    ])
    expect([201, 404]).toContain(made.status)
    expect(deleted.status).toBe(200)
  }
})

test('limits hold when the last places are taken at once: playlists, classes, notes', async () => {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  for (let n = 0; n < MAX_PLAYLISTS - 5; n++) await playlist(server, token, `Kept ${n}`)
  await together(50, (n) => playlist(server, token, `Raced ${n}`).catch(() => undefined))
  const playlists = await server.call('GET', '/api/user/playlists', { token })
  expect(playlists.body.playlists).toHaveLength(MAX_PLAYLISTS)

  for (let n = 0; n < MAX_CLASSES - 2; n++)
    await server.call('POST', '/api/classes', { token, body: { class: { name: `Kept ${n}` } } })
  const classes = await together(50, (n) =>
    server.call('POST', '/api/classes', { token, body: { class: { name: `Raced ${n}` } } }),
  )
  expect(countOf(classes, 201)).toBe(2)
  expect((await server.call('GET', '/api/classes', { token })).body.coaching).toHaveLength(
    MAX_CLASSES,
  )

  const notes = '/api/user/notes/Eas20kFpAYw'
  for (let n = 0; n < MAX_NOTES_PER_VIDEO - 3; n++)
    await server.call('POST', notes, { token, body: { note: { timeSeconds: n, text: `${n}` } } })
  const added = await together(50, (n) =>
    server.call('POST', notes, { token, body: { note: { timeSeconds: 1, text: `r${n}` } } }),
  )
  expect(countOf(added, 201)).toBe(3)
  expect(countOf(added, 409)).toBe(47)
  expect((await server.call('GET', notes, { token })).body.notes).toHaveLength(MAX_NOTES_PER_VIDEO)
}, 120_000)

test('50 reviews of one drill at once: every review kept is counted in its schedule', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const { body } = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 3, text: 'Reviewed', moves: ['e4'] } },
  })
  const noteId = body.notes[0]._id
  const made = await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { noteId, solution: ['e5'] } },
  })
  const drillId = made.body.drills[0]._id
  const reviews = await together(50, () =>
    server.call('POST', `/api/user/drills/${drillId}/reviews`, {
      token,
      body: { review: { rating: 'good' } },
    }),
  )
  expect(new Set(statuses(reviews))).toEqual(new Set([200]))
  const drills = (await server.call('GET', '/api/user/drills', { token })).body.drills
  expect(drills[0].reps).toBe(50)
})
