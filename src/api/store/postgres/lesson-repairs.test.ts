import { afterEach, expect, test, vi } from 'vitest'
import { createTestServer, sharedSqlDatabase } from '@/testing/test-server'

// Lessons stored past their limits by an earlier version (docs/decisions/033): the next start
// brings each within them, once, and keeps its record as it was in lesson_repairs (migration 018).

afterEach(() => vi.restoreAllMocks())

const VIDEO = 'uW1ZUk6nkDE'

test('a lesson stored past its limits is repaired at the next start, once; its record as it was is kept', async () => {
  const first = createTestServer()
  await first.store.catalogue()
  const schema = first.dbName
  const database = sharedSqlDatabase()
  const past = {
    videoId: VIDEO,
    headers: { Event: 'Imported', FEN: 'x' },
    moves: [
      { san: 'e4', comment: 'x'.repeat(2500) },
      { san: 'e5', timeSeconds: 359_999 },
    ],
    plyCount: 2,
    updatedAt: '2026-11-27T00:00:00.000Z',
    opening: null,
  }
  // As an earlier version wrote them: past the limits, and one that no version could read.
  await database.transaction(
    async (sql) => {
      for (const [video, record] of [
        [VIDEO, past],
        ['wofz0k6FCMU', { videoId: 'wofz0k6FCMU', moves: 'not a tree' }],
      ] as const)
        await sql.query('INSERT INTO lessons (video_id, record, updated_at) VALUES ($1, $2, $3)', [
          video,
          JSON.stringify(record),
          past.updatedAt,
        ])
      await sql.query("DELETE FROM meta WHERE key = 'lessonsWithinLimits'")
    },
    { searchPath: schema },
  )
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const second = createTestServer({ dbName: schema })
  const { lesson } = (await second.call('GET', `/api/videos/${VIDEO}/lesson`)).body
  expect(lesson).toMatchObject({
    headers: { Event: 'Imported' },
    moves: [{ san: 'e4', comment: `${'x'.repeat(1999)}…` }, { san: 'e5' }],
  })
  const repairs = () =>
    database.read(
      (sql) =>
        sql.query<{ video_id: string; record: unknown; changes: string[] }>(
          'SELECT video_id, record, changes FROM lesson_repairs ORDER BY seq',
        ),
      { searchPath: schema },
    )
  expect(await repairs()).toEqual([
    {
      video_id: VIDEO,
      record: past,
      changes: [
        'header "FEN" dropped',
        'the comment on 1. e4 cut from 2,500 to 2,000 characters',
        'the time of 1... e5 (359999 s) dropped',
      ],
    },
  ])
  const said = warn.mock.calls.map(([line]) => String(line))
  expect(said).toContainEqual(expect.stringContaining(`the lesson of ${VIDEO} was stored past`))
  expect(said).toContain(
    'Gambit back end: the lesson of wofz0k6FCMU cannot be read; it is kept as stored',
  )
  // A later start finds nothing to do: the repair is not made, nor its record kept, twice.
  const third = createTestServer({ dbName: schema })
  expect((await third.call('GET', `/api/videos/${VIDEO}/lesson`)).body.lesson).toEqual(lesson)
  expect(await repairs()).toHaveLength(1)
})
