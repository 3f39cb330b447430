import { expect, test } from 'vitest'
import { defaultSeed, type SeedData } from '@/api/seed/seed-data'
import { ALEX, createTestServer, GUEST, type TestServer } from '@/testing/test-server'

const ENDGAMES = {
  youtube: 'https://youtu.be/dQw4w9WgXcQ',
  title: 'Endgame Essentials',
  creator: 'Gambit Club',
  category: 'Tutorial',
  level: 'beginner',
  topics: ['Endgames', ' King Activity ', 'endgames'],
  description: 'King and pawn endings.',
}

async function asCurator(server: TestServer = createTestServer()) {
  const { token, user } = await server.login(ALEX)
  return { ...server, token, user }
}
const ids = (videos: { _id: string }[]) => videos.map((video) => video._id)

test('a curator adds a video from a youtu.be link: at once in the catalogue, last', async () => {
  const { call, token, user } = await asCurator()
  expect(user.role).toBe('curator')
  const added = await call('POST', '/api/catalogue/videos', { token, body: { video: ENDGAMES } })
  expect(added.status).toBe(201)
  expect(added.body.video).toEqual({
    _id: 'dQw4w9WgXcQ',
    title: 'Endgame Essentials',
    creator: 'Gambit Club',
    category: 'Tutorial',
    level: 'beginner',
    tags: ['endgames', 'king activity'],
    description: 'King and pawn endings.',
  })
  const { body } = await call('GET', '/api/videos')
  expect(body.videos).toHaveLength(10)
  expect(body.videos.at(-1)).toEqual(added.body.video)
  expect((await call('GET', '/api/video/dQw4w9WgXcQ')).body.video).toEqual(added.body.video)
})

test('every link form and the bare id name the same video; the category by id or any case', async () => {
  const forms = [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'dQw4w9WgXcQ',
  ]
  const { call, token } = await asCurator()
  const first = await call('POST', '/api/catalogue/videos', {
    token,
    body: { video: { ...ENDGAMES, youtube: forms[0], category: 'tutorial' } },
  })
  expect(first.body.video).toMatchObject({ _id: 'dQw4w9WgXcQ', category: 'Tutorial' })
  for (const youtube of forms.slice(1)) {
    const again = await call('POST', '/api/catalogue/videos', {
      token,
      body: { video: { ...ENDGAMES, youtube } },
    })
    expect(again).toMatchObject({
      status: 409,
      body: { errors: ['This video is already in the catalogue.'] },
    })
  }
})

test.each([
  [{ youtube: 'https://vimeo.com/123456' }, 'That is not a YouTube video link.'],
  [{ youtube: undefined }, 'That is not a YouTube video link.'],
  [{ title: undefined }, 'A video needs a title.'],
  [{ title: '   ' }, 'A video needs a title.'],
  [{ title: 'x'.repeat(201) }, 'A video title can have at most 200 characters.'],
  [{ creator: '' }, 'A video needs a creator.'],
  [{ category: 'Puzzles' }, 'There is no category "Puzzles": choose Analysis, Tutorial or Casual.'],
  [{ category: undefined }, 'A video needs a category.'],
  [{ level: 'expert' }, 'The level must be beginner, intermediate or advanced.'],
  [
    { topics: Array.from({ length: 200 }, (_, i) => `topic ${i}`) },
    'A video can have at most 20 topics.',
  ],
  [{ topics: ['x'.repeat(41)] }, 'A topic can have at most 40 characters.'],
  [{ topics: [1, 2] }, 'Topics must be a list of words, or words separated by commas.'],
])('a video with %j is refused (400): %s, and nothing is added', async (change, message) => {
  const { call, token } = await asCurator()
  const answer = await call('POST', '/api/catalogue/videos', {
    token,
    body: { video: { ...ENDGAMES, ...change } },
  })
  expect(answer).toMatchObject({ status: 400, body: { errors: [message] } })
  expect((await call('GET', '/api/videos')).body.videos).toHaveLength(9)
})

test('only curators change the catalogue: 403 for a learner, 401 without a token', async () => {
  const server = createTestServer()
  const { token } = await server.login(GUEST)
  const calls: [string, string, unknown][] = [
    ['POST', '/api/catalogue/videos', { video: ENDGAMES }],
    ['PATCH', '/api/catalogue/videos/Eas20kFpAYw', { video: { title: 'Mine now' } }],
    ['DELETE', '/api/catalogue/videos/Eas20kFpAYw', undefined],
    ['POST', '/api/catalogue/import', { videos: [ENDGAMES] }],
  ]
  for (const [method, path, body] of calls) {
    expect(await server.call(method, path, { token, body })).toMatchObject({
      status: 403,
      body: { errors: ['Only curators can change the catalogue.'] },
    })
    expect((await server.call(method, path, { body })).status).toBe(401)
  }
  const { body } = await server.call('GET', '/api/videos')
  expect(body.videos).toEqual((await createTestServer().call('GET', '/api/videos')).body.videos)
})

test('GAMBIT_CURATORS makes more curators, and their answers say so', async () => {
  const server = createTestServer({ curators: new Set(['guest@gambit.dev']) })
  const { token, user } = await server.login(GUEST)
  expect(user.role).toBe('curator')
  const profile = await server.call('GET', '/api/user/profile', { token })
  expect(profile.body.user.role).toBe('curator')
  const added = await server.call('POST', '/api/catalogue/videos', {
    token,
    body: { video: ENDGAMES },
  })
  expect(added.status).toBe(201)
  // Without the list, the guest is a learner.
  expect((await createTestServer().login(GUEST)).user.role).toBeUndefined()
})

test('a curator edits any field but the link; the catalogue and the lists show the change', async () => {
  const { call, token, login } = await asCurator()
  const guest = await login(GUEST)
  await call('POST', '/api/user/likes', {
    token: guest.token,
    body: { video: { _id: 'Eas20kFpAYw' } },
  })
  const edited = await call('PATCH', '/api/catalogue/videos/Eas20kFpAYw', {
    token,
    body: { video: { title: 'The Immortal', category: 'casual', topics: 'Attack, Sacrifice' } },
  })
  expect(edited.status).toBe(200)
  expect(edited.body.video).toMatchObject({
    _id: 'Eas20kFpAYw',
    title: 'The Immortal',
    category: 'Casual',
    level: 'advanced',
    tags: ['attack', 'sacrifice'],
  })
  expect((await call('GET', '/api/video/Eas20kFpAYw')).body.video.title).toBe('The Immortal')
  const likes = (await call('GET', '/api/user/likes', { token: guest.token })).body.likes
  expect(likes[0].title).toBe('The Immortal')

  expect(
    await call('PATCH', '/api/catalogue/videos/Eas20kFpAYw', { token, body: { video: {} } }),
  ).toMatchObject({ status: 400, body: { errors: ['Send at least one field to change.'] } })
  expect(
    await call('PATCH', '/api/catalogue/videos/nope', { token, body: { video: { title: 'X' } } }),
  ).toMatchObject({ status: 404, body: { errors: ['The video you requested does not exist.'] } })
  const badLevel = await call('PATCH', '/api/catalogue/videos/Eas20kFpAYw', {
    token,
    body: { video: { level: 'grandmaster' } },
  })
  expect(badLevel.status).toBe(400)
})

test("a removed video leaves the catalogue; a learner's likes, notes and drills keep it, marked removed", async () => {
  const { call, token, login } = await asCurator()
  const guest = await login(GUEST)
  const learner = { token: guest.token }
  await call('POST', '/api/user/likes', { ...learner, body: { video: { _id: 'Eas20kFpAYw' } } })
  const note = await call('POST', '/api/user/notes/Eas20kFpAYw', {
    ...learner,
    body: { note: { timeSeconds: 30, text: 'Rook lift', fen: '8/8/8/8/8/8/8/K6k w - - 0 1' } },
  })
  expect(note.status).toBe(201)
  const drill = await call('POST', '/api/user/drills', {
    ...learner,
    body: { drill: { noteId: note.body.notes[0]._id, solution: ['Kb2'] } },
  })
  expect(drill.status).toBe(201)

  const removed = await call('DELETE', '/api/catalogue/videos/Eas20kFpAYw', { token })
  expect(removed.status).toBe(200)
  expect(ids(removed.body.videos)).not.toContain('Eas20kFpAYw')
  expect(removed.body.videos).toHaveLength(8)
  expect(ids((await call('GET', '/api/videos')).body.videos)).not.toContain('Eas20kFpAYw')

  const likes = (await call('GET', '/api/user/likes', learner)).body.likes
  expect(likes).toEqual([expect.objectContaining({ _id: 'Eas20kFpAYw', removed: true })])
  expect((await call('GET', '/api/video/Eas20kFpAYw')).body.video).toMatchObject({
    title: "Anand's Immortal",
    removed: true,
  })
  expect((await call('GET', '/api/user/notes/Eas20kFpAYw', learner)).body.notes).toHaveLength(1)
  expect((await call('GET', '/api/user/drills', learner)).body.drills).toHaveLength(1)

  expect((await call('DELETE', '/api/catalogue/videos/Eas20kFpAYw', { token })).status).toBe(404)
  const editRemoved = await call('PATCH', '/api/catalogue/videos/Eas20kFpAYw', {
    token,
    body: { video: { title: 'Back?' } },
  })
  expect(editRemoved.status).toBe(404)

  // Added again, it is back for everyone, unmarked.
  const back = await call('POST', '/api/catalogue/videos', {
    token,
    body: { video: { ...ENDGAMES, youtube: 'Eas20kFpAYw', title: 'Anand Returns' } },
  })
  expect(back.status).toBe(201)
  expect((await call('GET', '/api/user/likes', learner)).body.likes).toEqual([
    expect.not.objectContaining({ removed: true }),
  ])
  expect(ids((await call('GET', '/api/videos')).body.videos)).toContain('Eas20kFpAYw')
})

const CSV = [
  'youtube,title,creator,category,level,topics,description',
  'https://youtu.be/dQw4w9WgXcQ,"Endgames, Part 1","Club ""Gambit""",Tutorial,beginner,"endgames, kings","Two lines:',
  'kings and pawns"',
  'https://www.youtube.com/watch?v=aaaaaaaaaaa,Second,Club,Analysis,grandmaster,,',
  'bbbbbbbbbbb,Third,Club,casual,Advanced,attack,',
].join('\r\n')

test('a CSV import keeps quotes, commas and line breaks inside fields; a bad level skips its row', async () => {
  const { call, token } = await asCurator()
  const answer = await call('POST', '/api/catalogue/import', {
    token,
    rawBody: CSV,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  })
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({
    added: 2,
    skipped: [{ row: 2, reason: 'The level must be beginner, intermediate or advanced.' }],
  })
  const { body } = await call('GET', '/api/video/dQw4w9WgXcQ')
  expect(body.video).toMatchObject({
    title: 'Endgames, Part 1',
    creator: 'Club "Gambit"',
    tags: ['endgames', 'kings'],
    description: 'Two lines:\r\nkings and pawns',
  })
  expect((await call('GET', '/api/video/bbbbbbbbbbb')).body.video).toMatchObject({
    category: 'Casual',
    level: 'advanced',
  })
})

test('a JSON import reports each skipped row with its reason: duplicates, bad rows, known videos', async () => {
  const { call, token } = await asCurator()
  const rows = [
    ENDGAMES,
    { ...ENDGAMES, title: 'Same video again' },
    { ...ENDGAMES, youtube: 'Eas20kFpAYw' },
    { ...ENDGAMES, youtube: 'not a link' },
    { ...ENDGAMES, youtube: 'ccccccccccc', category: 'Puzzles' },
    'just text',
    { ...ENDGAMES, youtube: 'ddddddddddd', title: '' },
    { ...ENDGAMES, youtube: 'eeeeeeeeeee' },
  ]
  const answer = await call('POST', '/api/catalogue/import', { token, body: { videos: rows } })
  expect(answer.body).toEqual({
    added: 2,
    skipped: [
      { row: 2, reason: 'This video is already in the catalogue.' },
      { row: 3, reason: 'This video is already in the catalogue.' },
      { row: 4, reason: 'That is not a YouTube video link.' },
      {
        row: 5,
        reason: 'There is no category "Puzzles": choose Analysis, Tutorial or Casual.',
      },
      {
        row: 6,
        reason: 'A row must be a video with youtube, title, creator, category and level.',
      },
      { row: 7, reason: 'A video needs a title.' },
    ],
  })
  expect((await call('GET', '/api/videos')).body.videos).toHaveLength(11)
})

test('an import of nothing, of too many rows or over 2 MB is refused whole', async () => {
  const { call, token } = await asCurator()
  const empty = await call('POST', '/api/catalogue/import', { token, body: { videos: [] } })
  expect(empty).toMatchObject({
    status: 400,
    body: { errors: ['An import holds 1 to 2,000 videos.'] },
  })
  const many = Array.from({ length: 2001 }, () => ({}))
  expect(
    (await call('POST', '/api/catalogue/import', { token, body: { videos: many } })).status,
  ).toBe(400)
  const huge = { videos: [{ ...ENDGAMES, description: 'x'.repeat(5 * 1024 * 1024) }] }
  const tooLarge = await call('POST', '/api/catalogue/import', { token, body: huge })
  expect(tooLarge).toMatchObject({
    status: 413,
    body: { errors: ['The import is larger than 2 MB.'] },
  })
  // Every other request keeps its 100 KB limit.
  const bigVideo = { video: { ...ENDGAMES, description: 'x'.repeat(200 * 1024) } }
  expect((await call('POST', '/api/catalogue/videos', { token, body: bigVideo })).status).toBe(413)
  expect((await call('GET', '/api/videos')).body.videos).toHaveLength(9)
})

test("a new build's seed refreshes the seed's videos and never a curator's", async () => {
  const first = await asCurator()
  const guest = await first.login(GUEST)
  const { token, call } = first
  await call('POST', '/api/catalogue/videos', { token, body: { video: ENDGAMES } })
  await call('PATCH', '/api/catalogue/videos/uW1ZUk6nkDE', {
    token,
    body: { video: { title: 'Curated title' } },
  })
  await call('POST', '/api/user/likes', {
    token: guest.token,
    body: { video: { _id: 'yTiMhFkfj3k' } },
  })

  // The next build: one seed video retitled, one the curator edited changed too, one dropped.
  const nextSeed: SeedData = {
    ...defaultSeed,
    videos: defaultSeed.videos
      .filter((video) => video._id !== 'yTiMhFkfj3k')
      .map((video) =>
        video._id === 'Eas20kFpAYw' || video._id === 'uW1ZUk6nkDE'
          ? { ...video, title: `${video.title} (remastered)` }
          : video,
      ),
  }
  const next = createTestServer({ seed: nextSeed, dbName: first.dbName })
  const videos = (await next.call('GET', '/api/videos')).body.videos
  const titleOf = (id: string) => videos.find((video: { _id: string }) => video._id === id)?.title
  expect(titleOf('Eas20kFpAYw')).toBe("Anand's Immortal (remastered)")
  expect(titleOf('uW1ZUk6nkDE')).toBe('Curated title')
  expect(titleOf('dQw4w9WgXcQ')).toBe('Endgame Essentials')
  expect(titleOf('yTiMhFkfj3k')).toBeUndefined()
  expect(videos).toHaveLength(9)
  // The dropped video stays in the learner's likes, marked.
  const { token: guestToken } = await next.login(GUEST)
  expect((await next.call('GET', '/api/user/likes', { token: guestToken })).body.likes).toEqual([
    expect.objectContaining({ _id: 'yTiMhFkfj3k', removed: true }),
  ])
})
