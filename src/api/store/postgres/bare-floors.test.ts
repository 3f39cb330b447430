import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST, shippedPuzzles, storeKind } from '@/testing/test-server'
import { shippedPuzzleLoader } from '@/api/puzzles/shipped'
import { bareApp } from '../../../../scripts/bench/bare-app.mjs'
import { REVIEW_QUEUE as FLOOR_REVIEW_QUEUE } from '../../../../scripts/bench/bare-drills.mjs'
import { REVIEW_QUEUE } from '../../drills/sql'

// bench:server's ratios compare Gambit with a bare server running the same queries (issue 43):
// the comparison is fair only if both answer the same JSON, checked here for one user of each
// read (likes, due drills, a lesson, lessons with a position, the next puzzle, a class's results) on
// PostgreSQL (the bench's database; PGlite says it skipped).

const onPostgres = storeKind === 'postgres'
const schema = `floors_${Date.now()}_${process.pid}`
const pool = onPostgres
  ? new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 2,
      options: `-c search_path=${schema}`,
    })
  : undefined
afterAll(() => pool?.end())

const LESSON = 'Eas20kFpAYw'
const AFTER_D4 = 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1'

test.skipIf(!onPostgres)(
  'the bare floors answer the same JSON as Gambit for the same user',
  async () => {
    const server = createTestServer({ dbName: schema })
    const floor = bareApp(pool!)
    const bare = async (path: string) => (await floor.request(path)).json()
    const coach = await server.login(ALEX)
    const student = await server.login(GUEST)
    const call = async (path: string, token?: string) =>
      (await server.call('GET', path, { token })).body

    for (const videoId of [LESSON, 'wofz0k6FCMU'])
      await server.call('POST', '/api/user/likes', {
        token: student.token,
        body: { video: { _id: videoId } },
      })
    const likes = await call('/api/user/likes', student.token)
    expect(likes.likes).toHaveLength(2)
    expect(await bare(`/likes/${student.user._id}`)).toEqual(likes)

    // Due drills: one reviewed ("again": due now, with its last review), one new, one not due.
    const drillIds: string[] = []
    for (const text of ['Reviewed', 'New', 'Later']) {
      const notes = await server.call('POST', `/api/user/notes/${LESSON}`, {
        token: student.token,
        body: { note: { timeSeconds: 60, text, moves: ['e4', 'e5'] } },
      })
      const noteId = notes.body.notes.find((n: { text: string }) => n.text === text)._id
      const made = await server.call('POST', '/api/user/drills', {
        token: student.token,
        body: { drill: { noteId, solution: ['Nf3'] } },
      })
      drillIds.push(made.body.drills.find((d: { text: string }) => d.text === text)._id)
    }
    for (const [drillId, rating] of [
      [drillIds[0], 'again'],
      [drillIds[2], 'good'],
    ])
      await server.call('POST', `/api/user/drills/${drillId}/reviews`, {
        token: student.token,
        body: { review: { rating } },
      })
    const due = await call('/api/user/drills/due?utcOffset=60', student.token)
    expect(due).toMatchObject({ dueCount: 2, streak: 1 })
    const floorDue = await bare(`/drills/due/${student.user._id}?utcOffset=60`)
    // Both ask FSRS at their own "now", milliseconds apart: the previews are compared within a
    // few seconds, everything else exactly.
    type Due = { drills: { next: Record<string, string> }[] }
    const withoutNext = (answer: Due) => ({
      ...answer,
      drills: answer.drills.map(({ next: _next, ...drill }) => drill),
    })
    expect(withoutNext(floorDue)).toEqual(withoutNext(due))
    due.drills.forEach(({ next }: Due['drills'][number], index: number) => {
      const floorNext = (floorDue as Due).drills[index]!.next
      expect(Object.keys(floorNext)).toEqual(Object.keys(next))
      for (const rating of Object.keys(next))
        expect(Math.abs(Date.parse(floorNext[rating]!) - Date.parse(next[rating]!))).toBeLessThan(
          5000,
        )
    })

    const epd = AFTER_D4.split(' ').slice(0, 4).join(' ')
    const positions = await call(`/api/lessons/positions?fen=${encodeURIComponent(AFTER_D4)}`)
    expect(positions.matches).toContainEqual(expect.objectContaining({ videoId: LESSON, ply: 1 }))
    expect(await bare(`/positions?epd=${encodeURIComponent(epd)}`)).toEqual(positions)

    const lesson = await call(`/api/videos/${LESSON}/lesson`)
    expect(lesson.lesson.plyCount).toBeGreaterThan(10)
    expect(await bare(`/lesson/${LESSON}`)).toEqual(lesson)

    // The floor reads stored puzzles: the shipped ones are stored first (until then Gambit's
    // next puzzle is the shipped file's, api/puzzles/shipped.ts).
    await shippedPuzzleLoader(server.store, shippedPuzzles).loaded()
    const filter = 'themes=fork,pin&difficulty=medium'
    const ours = await call(`/api/puzzles/next?${filter}&after=00BNd`, student.token)
    expect(ours.puzzle.themes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(fork|pin)$/)]),
    )
    expect(await bare(`/puzzles/next?${filter}&after=00BNd&user=${student.user._id}`)).toEqual(ours)

    const made = await server.call('POST', '/api/classes', {
      token: coach.token,
      body: { class: { name: 'Floors' } },
    })
    const classId = made.body.class._id
    await server.call('POST', '/api/classes/join', {
      token: student.token,
      body: { code: made.body.class.code },
    })
    for (const assignment of [
      { kind: 'guess', videoId: LESSON, side: 'black' },
      { kind: 'puzzles', themes: ['mateIn1'], count: 5 },
    ])
      await server.call('POST', `/api/classes/${classId}/assignments`, {
        token: coach.token,
        body: { assignment },
      })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await server.call('POST', `/api/user/lessons/${LESSON}/guesses`, {
      token: student.token,
      body: {
        round: {
          side: 'black',
          guesses: [
            { ply: 2, played: 'd5' },
            { ply: 4, played: 'e6' },
          ],
        },
      },
    })
    await server.call('POST', '/api/user/puzzles/001KR/attempts', {
      token: student.token,
      body: { attempt: { moves: ['f1f7'] } },
    })
    const { assignments } = (
      await server.call('GET', `/api/classes/${classId}`, { token: coach.token })
    ).body.class
    for (const { _id } of assignments) {
      const path = `/classes/${classId}/assignments/${_id}/results`
      const results = await call(`/api${path}`, coach.token)
      expect(results.results[0].mistakes).toHaveLength(1)
      expect(await bare(`${path}?coach=${coach.user._id}`)).toEqual(results)
    }
  },
)

// The floor is plain JavaScript run by Node, so it holds its own copy of the due drills' query:
// the same SQL, word for word, or the ratio compares two different reads.
test('the due drills floor runs the same query as Gambit', () => {
  const words = (sql: string) => sql.trim().split(/\s+/).join(' ')
  expect(words(FLOOR_REVIEW_QUEUE)).toBe(words(REVIEW_QUEUE))
})
