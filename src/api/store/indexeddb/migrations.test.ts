import { openDB, type IDBPDatabase } from 'idb'
import { SignJWT } from 'jose'
import { expect, test, vi } from 'vitest'
import type { Video } from '@/shared/entities'
import { createBrowserTestServer } from '@/testing/test-server'
import schema1 from './fixtures/schema-1.json'
import schema2 from './fixtures/schema-2.json'
import schema3 from './fixtures/schema-3.json'
import schema4 from './fixtures/schema-4.json'
import { migrations, SCHEMA_VERSION } from './migrations'
import { ALL_STORES, type Name } from './schema'

let count = 0

// Meta is written by key; every other store from its records (stores a schema lacks are empty).
const RECORD_STORES = ALL_STORES.filter((store) => store !== 'meta')
type Fixture = { meta: unknown[][] } & Partial<Record<Name, unknown[]>>

/** Writes a fixture into a database laid out exactly as schema `version` left it. */
async function databaseOfSchema(version: number, fixture: Fixture): Promise<string> {
  const name = `schema-${version}-${++count}`
  const db = await openDB(name, version, {
    upgrade: async (db, _old, _new, tx) => {
      for (const migration of migrations.slice(0, version))
        await migration(db as IDBPDatabase<unknown>, tx as never)
    },
  })
  const tx = db.transaction(Array.from(db.objectStoreNames), 'readwrite')
  for (const store of RECORD_STORES)
    for (const record of fixture[store] ?? []) await tx.objectStore(store).put(record as never)
  for (const [key, value] of fixture.meta) await tx.objectStore('meta').put(value, key as string)
  await tx.done
  db.close()
  return name
}
const databaseOfSchema1 = () => databaseOfSchema(1, schema1 as Fixture)
const databaseOfSchema2 = () => databaseOfSchema(2, schema2 as Fixture)
const databaseOfSchema3 = () => databaseOfSchema(3, schema3 as Fixture)
const databaseOfSchema4 = () => databaseOfSchema(4, schema4 as Fixture)

const ADA = { email: 'ada@example.com', password: 'ada-pass-123' }
/** Ada's id in the schema-4 fixture. */
const ADA_ID = '9aabc247-83de-4e01-b26e-fb07766d86fe'
const titles = (videos: { title: string }[]) => videos.map((video) => video.title)

test('data written by schema 1 opens with every user, list and playlist still there', async () => {
  expect(SCHEMA_VERSION).toBeGreaterThan(1)
  const server = createBrowserTestServer({ dbName: await databaseOfSchema1() })
  expect(await server.countUsers()).toBe(3)

  const ada = await server.login(ADA)
  expect(ada.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
  expect(titles(ada.user.likes)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(titles(ada.user.watchlater)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(titles(ada.user.history)).toEqual(['The shortest game', "Anand's Immortal"])
  // "Openings" and "openings" were both allowed; case-insensitive titles keep both, renamed.
  expect(ada.user.playlists.map((p) => p.title)).toEqual(['Openings', 'openings (2)', 'Endgames'])
  expect(ada.user.playlists[0]).toMatchObject({ description: 'Lines I play' })
  expect(titles(ada.user.playlists[0]!.videos)).toEqual([
    'Chess Openings Study',
    'Most Brilliant Chess Moves',
    "Anand's Immortal",
  ])

  const alex = await server.login({ email: 'alex@gambit.dev', password: 'alex-pass-123' })
  expect(titles(alex.user.likes)).toEqual(['Chess Openings Study'])
  expect(alex.user.playlists.map((p) => p.title)).toEqual(['Openings'])
  const guest = await server.login()
  expect(titles(guest.user.history)).toEqual(['Chess Respects No One'])

  // The catalogue was refreshed from the seed: list answers carry level and tags now.
  expect(ada.user.likes[1]).toMatchObject({
    level: 'advanced',
    tags: expect.arrayContaining(['attack']),
  })
})

test('tokens issued before sessions are refused; logging in again finds everything', async () => {
  const server = createBrowserTestServer({ dbName: await databaseOfSchema1() })
  const { secret: stored } = schema1.meta[0]![1] as { secret: string }
  const secret = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0))
  const ada = schema1.users[0]!
  const token = await new SignJWT({ _id: ada._id, email: ada.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1d')
    .sign(secret)
  expect((await server.call('GET', '/api/user/likes', { token })).status).toBe(401)
  const again = await server.login(ADA)
  const likes = await server.call('GET', '/api/user/likes', { token: again.token })
  expect(likes.status).toBe(200)
  expect(likes.body.likes).toHaveLength(2)
})

test('a new playlist title still collides with a migrated one, ignoring case', async () => {
  const server = createBrowserTestServer({ dbName: await databaseOfSchema1() })
  const { token } = await server.login(ADA)
  const again = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'ENDGAMES' } },
  })
  expect(again).toMatchObject({
    status: 409,
    body: { errors: ['A playlist with this title already exists.'] },
  })
})

test('an upgrade that fails leaves the data as it was', async () => {
  const name = await databaseOfSchema1()
  const second = migrations[1]!
  migrations[1] = () => {
    throw new Error('disk on fire')
  }
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const server = createBrowserTestServer({ dbName: name })
    expect((await server.call('GET', '/api/videos')).status).toBe(500)
  } finally {
    migrations[1] = second
  }
  const db = await openDB(name)
  expect(db.version).toBe(1)
  expect(await db.count('users')).toBe(3)
  db.close()
})

test('data written by schema 2 opens in schema 3 with everything there, and progress and notes work', async () => {
  expect(schema2.version).toBe(2)
  const server = createBrowserTestServer({ dbName: await databaseOfSchema2() })
  expect(await server.countUsers()).toBe(3)
  const ada = await server.login(ADA)
  expect(titles(ada.user.likes)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(titles(ada.user.watchlater)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(titles(ada.user.history)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(ada.user.playlists.map((p) => p.title)).toEqual(['Openings', 'Endgames'])
  expect(titles(ada.user.playlists[0]!.videos)).toEqual([
    'Chess Openings Study',
    'Most Brilliant Chess Moves',
    "Anand's Immortal",
  ])
  const alex = await server.login({ email: 'alex@gambit.dev', password: 'alex-pass-123' })
  expect(titles(alex.user.likes)).toContain('Chess Openings Study')

  const { token } = ada
  expect((await server.call('GET', '/api/user/progress', { token })).body.progress).toEqual([])
  const saved = await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
    token,
    body: { positionSeconds: 30, durationSeconds: 600 },
  })
  expect(saved.status).toBe(200)
  const noted = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 30, text: 'Rook lift' } },
  })
  expect(noted.status).toBe(201)
})

test('data written by schema 3 opens in schema 4 with playlists in order, progress and notes, and reorders', async () => {
  expect(schema3.version).toBe(3)
  const server = createBrowserTestServer({ dbName: await databaseOfSchema3() })
  expect(await server.countUsers()).toBe(3)
  const ada = await server.login(ADA)
  expect(titles(ada.user.likes)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(titles(ada.user.history)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(ada.user.playlists.map((p) => p.title)).toEqual(['Openings', 'Endgames'])
  const openings = ada.user.playlists[0]!
  expect(openings.description).toBe('Lines I play')
  const stored = openings.videos.map((video) => video._id)
  expect(stored).toEqual(['6IegDENuxU4', 'uW1ZUk6nkDE', 'Eas20kFpAYw'])

  const { token } = ada
  const progress = await server.call('GET', '/api/user/progress', { token })
  expect(progress.body.progress).toEqual([
    expect.objectContaining({ videoId: 'Eas20kFpAYw', positionSeconds: 95 }),
  ])
  const notes = await server.call('GET', '/api/user/notes/Eas20kFpAYw', { token })
  expect(notes.body.notes).toEqual([
    expect.objectContaining({ text: 'Rook lift', fen: expect.stringContaining('4P3') }),
  ])

  const path = `/api/user/playlists/${openings._id}`
  const reversed = [...stored].reverse()
  const ordered = await server.call('PUT', `${path}/order`, { token, body: { videoIds: reversed } })
  expect(ordered.status).toBe(200)
  await server.call('POST', path, { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  const after = (await server.call('GET', path, { token })).body.playlist
  expect(after.videos.map((video: { _id: string }) => video._id)).toEqual([
    ...reversed,
    'wofz0k6FCMU',
  ])
})

test('notes written by schema 4 open unchanged in schema 5, last changed when written, and take moves', async () => {
  expect(schema4.version).toBe(4)
  const server = createBrowserTestServer({ dbName: await databaseOfSchema4() })
  expect(await server.countUsers()).toBe(3)
  const ada = await server.login(ADA)
  expect(titles(ada.user.likes)).toEqual(['The shortest game', "Anand's Immortal"])
  expect(ada.user.playlists.map((p) => p.title)).toEqual(['Openings'])
  expect(ada.user.playlists[0]!.videos.map((video) => video._id)).toEqual([
    'Eas20kFpAYw',
    '6IegDENuxU4',
    'uW1ZUk6nkDE',
  ])

  const { token } = ada
  const stored = [...schema4.notes].sort((a, b) => a.timeSeconds - b.timeSeconds)
  const notes = (await server.call('GET', '/api/user/notes/Eas20kFpAYw', { token })).body.notes
  // Every field as schema 4 wrote it (the position that is not legal too), and updatedAt.
  expect(notes).toEqual(
    stored.map(({ userId: _owner, ...note }) => ({ ...note, updatedAt: note.createdAt })),
  )

  const rookLift = stored.find((note) => note.text === 'Rook lift')!
  const edited = await server.call('PATCH', `/api/user/notes/Eas20kFpAYw/${rookLift._id}`, {
    token,
    body: { note: { moves: ['e4', 'c5'] } },
  })
  expect(edited.status).toBe(200)
  expect(
    edited.body.notes.find((note: { _id: string }) => note._id === rookLift._id),
  ).toMatchObject({ text: 'Rook lift', moves: ['e4', 'c5'], createdAt: rookLift.createdAt })
  // Schema 6's drills work on upgraded notes.
  const drill = await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { noteId: rookLift._id, solution: ['Nf3'] } },
  })
  expect(drill.status).toBe(201)
})

test('data written by schema 7 opens in schema 8: the videos are the seed’s, Alex curates, lists keep theirs', async () => {
  // Schema 4's records are what schema 7 held too (stores added since then were empty).
  const server = createBrowserTestServer({ dbName: await databaseOfSchema(7, schema4 as Fixture) })
  const alex = await server.login({ email: 'alex@gambit.dev', password: 'alex-pass-123' })
  expect(alex.user.role).toBe('curator')
  const ada = await server.login(ADA)
  expect(ada.user.role).toBeUndefined()
  expect(titles(ada.user.likes)).toEqual(['The shortest game', "Anand's Immortal"])
  const added = await server.call('POST', '/api/catalogue/videos', {
    token: alex.token,
    body: {
      video: {
        youtube: 'dQw4w9WgXcQ',
        title: 'New',
        creator: 'C',
        category: 'Casual',
        level: 'beginner',
      },
    },
  })
  expect(added.status).toBe(201)
  const db = await openDB(server.dbName)
  const sources = (await db.getAll('videos')).map((video) => video.source)
  db.close()
  expect(sources).toEqual([...Array<string>(9).fill('seed'), 'curator'])
})

test('data written by schema 8 opens in schema 9: a playlist of then is shared and assigned to a class', async () => {
  const server = createBrowserTestServer({ dbName: await databaseOfSchema(8, schema4 as Fixture) })
  const ada = await server.login(ADA)
  const openings = ada.user.playlists[0]!
  const shared = await server.call('PUT', `/api/user/playlists/${openings._id}/sharing`, {
    token: ada.token,
    body: { shared: true },
  })
  expect(shared.status).toBe(200)
  const read = await server.call('GET', `/api/shared/${shared.body.playlist.shareId}`)
  expect(read.body.playlist.videos.map((video: { _id: string }) => video._id)).toEqual(
    openings.videos.map((video) => video._id),
  )
  const created = await server.call('POST', '/api/classes', {
    token: ada.token,
    body: { class: { name: 'Club' } },
  })
  const assigned = await server.call('POST', `/api/classes/${created.body.class._id}/assignments`, {
    token: ada.token,
    body: { assignment: { playlistId: openings._id } },
  })
  expect(assigned.body.class.assignments[0]).toMatchObject({ title: 'Openings' })
})

test('data written by schema 9 opens in schema 10: the lists stay, and a video takes a lesson', async () => {
  const server = createBrowserTestServer({ dbName: await databaseOfSchema(9, schema4 as Fixture) })
  const ada = await server.login(ADA)
  expect(ada.user.playlists[0]).toMatchObject({ title: 'Openings' })
  await server.store.write((tx) =>
    tx.saveLesson(
      {
        videoId: 'Eas20kFpAYw',
        headers: {},
        moves: [{ san: 'd4' }],
        plyCount: 1,
        updatedAt: '2026-11-26T00:00:00.000Z',
      },
      [{ epd: 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq -', ply: 1, san: 'd4' }],
    ),
  )
  expect((await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).body.lesson).toMatchObject({
    moves: [{ san: 'd4' }],
    plyCount: 1,
  })
})

test('data written by schema 10 opens in schema 11: the lists and the lesson stay, and a round is kept', async () => {
  const name = await databaseOfSchema(10, {
    ...(schema4 as Fixture),
    lessons: [
      {
        videoId: 'Eas20kFpAYw',
        headers: { Event: 'Kept' },
        moves: [{ san: 'd4' }, { san: 'd5' }],
        plyCount: 2,
        updatedAt: '2026-11-26T00:00:00.000Z',
      },
    ],
  })
  const server = createBrowserTestServer({ dbName: name })
  const ada = await server.login(ADA)
  expect(ada.user.playlists[0]).toMatchObject({ title: 'Openings' })
  expect((await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).body.lesson).toMatchObject({
    headers: { Event: 'Kept' },
    moves: [{ san: 'd4' }, { san: 'd5' }],
  })
  const round = await server.call('POST', '/api/user/lessons/Eas20kFpAYw/guesses', {
    token: ada.token,
    body: { round: { side: 'black', guesses: [{ ply: 2, played: 'd5' }] } },
  })
  expect(round).toMatchObject({ status: 201, body: { best: { right: 1, total: 1 } } })
})

test('drills written by schema 11 open in schema 12 as a note’s, their schedule unchanged, and take alternatives', async () => {
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
  const note = {
    _id: 'note-11',
    userId: ADA_ID,
    videoId: 'Eas20kFpAYw',
    timeSeconds: 60,
    text: 'Open game',
    fen,
    createdAt: '2026-11-25T00:00:00.000Z',
    updatedAt: '2026-11-25T00:00:00.000Z',
  }
  const drill = {
    _id: 'drill-11',
    userId: ADA_ID,
    noteId: 'note-11',
    videoId: 'Eas20kFpAYw',
    timeSeconds: 60,
    text: 'Open game',
    fen,
    solution: ['Nf3'],
    due: '2026-11-30T00:00:00.000Z',
    reps: 3,
    lapses: 1,
    lastReview: '2026-11-25T00:00:00.000Z',
    card: {
      stability: 9,
      difficulty: 5,
      elapsedDays: 2,
      scheduledDays: 5,
      learningSteps: 0,
      state: 2,
    },
    createdAt: '2026-11-20T00:00:00.000Z',
  }
  const name = await databaseOfSchema(11, {
    ...(schema4 as Fixture),
    notes: [...((schema4 as Fixture).notes ?? []), note],
    drills: [drill],
  })
  const server = createBrowserTestServer({ dbName: name })
  const ada = await server.login(ADA)
  const listed = await server.call('GET', '/api/user/drills', { token: ada.token })
  const { card: _card, userId: _user, ...onTheWire } = drill
  expect(listed.body.drills).toEqual([
    { ...onTheWire, source: { kind: 'note', noteId: 'note-11' } },
  ])
  const accepted = await server.call('PATCH', '/api/user/drills/drill-11', {
    token: ada.token,
    body: { alternatives: [['Bc4']] },
  })
  expect(accepted.body.drill).toMatchObject({ alternatives: [['Bc4']], reps: 3, due: drill.due })
})

test('a lesson written by schema 12, before openings were named, is named at the first answer; its video shows it', async () => {
  const name = await databaseOfSchema(12, {
    ...(schema4 as Fixture),
    lessons: [
      {
        videoId: 'Eas20kFpAYw',
        headers: {},
        moves: [{ san: 'd4' }, { san: 'd5' }, { san: 'c4' }, { san: 'c6' }],
        plyCount: 4,
        updatedAt: '2026-11-26T00:00:00.000Z',
      },
    ],
  })
  const server = createBrowserTestServer({ dbName: name })
  const slav = { eco: 'D10', name: 'Slav Defense' }
  expect((await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).body.lesson).toMatchObject({
    moves: [{ san: 'd4' }, { san: 'd5' }, { san: 'c4' }, { san: 'c6' }],
    opening: slav,
  })
  const videos = (await server.call('GET', '/api/videos')).body.videos as Video[]
  expect(videos.find((video) => video._id === 'Eas20kFpAYw')?.opening).toEqual(slav)
})

test('data written by schema 12 opens in schema 13: a note’s drill and a guess round stay, and the shipped puzzles come', async () => {
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
  const drill = {
    _id: 'drill-12',
    userId: ADA_ID,
    noteId: 'note-12',
    source: { kind: 'note', noteId: 'note-12' },
    videoId: 'Eas20kFpAYw',
    timeSeconds: 60,
    text: 'Open game',
    fen,
    solution: ['Nf3'],
    due: '2026-11-30T00:00:00.000Z',
    reps: 2,
    lapses: 0,
    card: {
      stability: 4,
      difficulty: 5,
      elapsedDays: 1,
      scheduledDays: 3,
      learningSteps: 0,
      state: 2,
    },
    createdAt: '2026-11-20T00:00:00.000Z',
  }
  const round = { side: 'white', right: 1, total: 1, missed: [], at: '2026-11-25T00:00:00.000Z' }
  const name = await databaseOfSchema(12, {
    ...(schema4 as Fixture),
    drills: [drill],
    guesses: [{ userId: ADA_ID, videoId: 'Eas20kFpAYw', best: round, last: round }],
  })
  const server = createBrowserTestServer({ dbName: name })
  const { token } = await server.login(ADA)
  const { card: _card, userId: _user, ...onTheWire } = drill
  expect((await server.call('GET', '/api/user/drills', { token })).body.drills).toEqual([onTheWire])
  expect(
    (await server.call('GET', '/api/user/lessons/Eas20kFpAYw/guesses', { token })).body,
  ).toEqual({ best: { ...round, goodByEngine: [] }, last: { ...round, goodByEngine: [] } })
  const made = await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { puzzleId: '00BNd' } },
  })
  expect(made.body.drills).toHaveLength(2)
  const solved = await server.call('POST', '/api/user/puzzles/001KR/attempts', {
    token,
    body: { attempt: { moves: ['f1f8'] } },
  })
  expect(solved.body).toMatchObject({ result: 'solved', firstTry: true })
})

test('data written by schema 13 opens in schema 14: a class’s assignment of then is a playlist’s, and the class takes homework', async () => {
  const name = await databaseOfSchema(13, {
    ...(schema4 as Fixture),
    classes: [
      {
        _id: 'c13',
        coachId: ADA_ID,
        name: 'Club',
        code: 'ABC234',
        createdAt: '2026-11-20T00:00:00Z',
      },
    ],
    assignments: [
      {
        _id: 'a13',
        classId: 'c13',
        playlistId: 'd7c22984-7413-4d68-8544-7aa5a602570d',
        due: '2026-12-24',
        createdAt: '2026-11-21T00:00:00Z',
      },
    ],
  })
  const server = createBrowserTestServer({ dbName: name })
  const { token } = await server.login(ADA)
  const read = await server.call('GET', '/api/classes/c13', { token })
  expect(read.body.class.assignments).toEqual([
    expect.objectContaining({ _id: 'a13', kind: 'playlist', title: 'Openings', due: '2026-12-24' }),
  ])
  const assigned = await server.call('POST', '/api/classes/c13/assignments', {
    token,
    body: { assignment: { kind: 'guess', videoId: 'Eas20kFpAYw', side: 'white' } },
  })
  expect(assigned.status).toBe(201)
  const results = await server.call('GET', '/api/classes/c13/assignments/a13/results', { token })
  expect(results.body).toEqual({ results: [] })
})

test('a lesson stored past its limits by schema 14 opens in schema 15 within them, its record as it was kept', async () => {
  const past = {
    videoId: 'uW1ZUk6nkDE',
    headers: { Event: 'Imported', 'Event "x"]\n\n1. h4 h5 *\n\n[Junk': 'y', Site: 'x'.repeat(300) },
    moves: [
      { san: 'e4', comment: 'x'.repeat(2500), nags: ['!', '!'] },
      { san: 'e5' },
      { san: 'Nf3', timeSeconds: 90_000 },
    ],
    plyCount: 3,
    updatedAt: '2026-11-27T00:00:00.000Z',
    opening: null,
  }
  const unreadable = { videoId: 'wofz0k6FCMU', moves: 'not a tree' }
  const name = await databaseOfSchema(14, {
    ...(schema4 as Fixture),
    lessons: [past, unreadable],
    lessonPositions: [
      { videoId: 'uW1ZUk6nkDE', epd: 'x', ply: 3, san: 'Nf3', timeSeconds: 90_000 },
    ],
  })
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const server = createBrowserTestServer({ dbName: name })
  const { lesson } = (await server.call('GET', '/api/videos/uW1ZUk6nkDE/lesson')).body
  expect(lesson.headers).toEqual({ Event: 'Imported', Site: `${'x'.repeat(254)}…` })
  expect(lesson.moves).toEqual([
    { san: 'e4', comment: `${'x'.repeat(1999)}…`, nags: ['!'] },
    { san: 'e5' },
    { san: 'Nf3' },
  ])
  // Its positions are rewritten with it: Nf3's has no time now.
  const afterNf3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq -'
  expect(await server.store.read((tx) => tx.lessonPositions(afterNf3))).toEqual([
    { videoId: 'uW1ZUk6nkDE', epd: afterNf3, ply: 3, san: 'Nf3' },
  ])
  const db = await openDB(name)
  const [kept] = await db.getAll('lessonRepairs')
  db.close()
  expect(kept).toMatchObject({ videoId: 'uW1ZUk6nkDE', record: past })
  expect(kept.changes).toEqual([
    'header "Event \\"x\\"]\\n\\n1. h4 h5 *\\n\\n[Junk" dropped',
    'header Site cut to one line of at most 255 characters',
    'the comment on 1. e4 cut from 2,500 to 2,000 characters',
    'the annotations of 1. e4 said once each',
    'the time of 2. Nf3 (90000 s) dropped',
  ])
  const said = warn.mock.calls.map(([line]) => String(line))
  expect(said).toContainEqual(expect.stringContaining('the lesson of uW1ZUk6nkDE was stored past'))
  expect(said).toContain(
    'Gambit back end: the lesson of wofz0k6FCMU cannot be read; it is kept as stored',
  )
})

test('names stored by schema 15 with a line break or a turned direction are one line in schema 16', async () => {
  const fixture = schema4 as Fixture & { users: { _id: string }[] }
  const users = fixture.users as { _id: string }[]
  const name = await databaseOfSchema(15, {
    ...fixture,
    users: users.map((user) =>
      user._id === ADA_ID
        ? { ...user, firstName: 'Ada\u202E', lastName: 'Love\nlace\u0007' }
        : user,
    ),
  })
  const server = createBrowserTestServer({ dbName: name })
  const { user } = await server.login(ADA)
  expect({ firstName: user.firstName, lastName: user.lastName }).toEqual({
    firstName: 'Ada',
    lastName: 'Love lace',
  })
})

test('a guess round kept by schema 16 opens in schema 17 with no guess judged good by the engine', async () => {
  const round = {
    side: 'black',
    right: 1,
    total: 2,
    missed: [
      {
        ply: 4,
        fen: 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2',
        played: 'e6',
        expected: 'c6',
      },
    ],
    at: '2026-11-20T10:00:00.000Z',
  }
  const name = await databaseOfSchema(16, {
    ...(schema4 as Fixture),
    guesses: [{ userId: ADA_ID, videoId: 'Eas20kFpAYw', best: round, last: round }],
  })
  const server = createBrowserTestServer({ dbName: name })
  const { token } = await server.login(ADA)
  const kept = await server.call('GET', '/api/user/lessons/Eas20kFpAYw/guesses', { token })
  expect(kept.status).toBe(200)
  expect(kept.body).toEqual({
    best: { ...round, goodByEngine: [] },
    last: { ...round, goodByEngine: [] },
  })
  expect(await server.countRecords('engineSearches')).toBe(0)
})

test('data written by schema 17 opens in schema 18: its lists stay, and a game is kept', async () => {
  const name = await databaseOfSchema(17, schema4 as Fixture)
  const server = createBrowserTestServer({ dbName: name })
  const ada = await server.login(ADA)
  expect(ada.user.playlists[0]).toMatchObject({ title: 'Openings' })
  const game = {
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    moves: ['f3', 'e5', 'g4', 'Qh4#'],
    side: 'white',
    level: 1,
    result: '0-1',
    termination: 'checkmate',
  }
  const kept = await server.call('POST', '/api/user/games', { token: ada.token, body: { game } })
  expect(kept.status).toBe(201)
  const games = await server.call('GET', '/api/user/games', { token: ada.token })
  expect(games.body.games).toHaveLength(1)
})
