import { afterEach, expect, test, vi } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { sharedSqlDatabase } from '@/testing/test-server'
import { createSqlStore } from './sql-store'

// Rows the hot reads take without zod (docs/performance.md, "The server"): what the database
// types and keeps NOT NULL is taken as it is, and what it keeps as JSON is still checked.

afterEach(() => vi.restoreAllMocks())

const FEN = '1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 w - - 1 22'

test('a coach reads each first try; one whose stored wrong move is unreadable is left out', async () => {
  const database = sharedSqlDatabase()
  const schema = `rows_${Date.now()}_${process.pid}`
  const store = createSqlStore({ database, seed: defaultSeed, schema })
  await store.catalogue()
  await database.transaction(
    async (sql) => {
      await sql.query(
        `INSERT INTO users (_id, email, first_name, last_name, created_at, updated_at)
         VALUES ('student-1', 'student-1@gambit.dev', 'Ana', 'B', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      )
      await sql.query(
        `INSERT INTO puzzles (id, fen, moves, rating, popularity, plays, themes, opening_tags, sort_key)
         SELECT 'p' || n, $1, ARRAY['e2e4', 'e7e5'], 1500, 90, 100, ARRAY['fork'], '{}', n
         FROM generate_series(1, 4) AS n`,
        [FEN],
      )
      const tried = (id: string, firstTry: boolean, mistake: string | null, at: string) =>
        sql.query(
          `INSERT INTO puzzle_attempts (user_id, puzzle_id, themes, tries, solved, solved_first_try, mistake, first_at, last_at)
           VALUES ('student-1', $1, ARRAY['fork'], 1, $2, $2, $3::jsonb, $4, $4)`,
          [id, firstTry, mistake, at],
        )
      await tried('p1', true, null, '2026-02-01T00:00:01Z')
      await tried(
        'p2',
        false,
        JSON.stringify({ fen: FEN, played: 'e2e3', expected: 'e2e4' }),
        '2026-02-01T00:00:02Z',
      )
      await tried('p3', false, JSON.stringify({ fen: 3 }), '2026-02-01T00:00:03Z')
      await tried('p4', false, null, '2026-02-01T00:00:04Z')
    },
    { searchPath: schema },
  )
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const attempts = await store.read((tx) =>
    tx.firstAttemptsSince(
      [{ userId: 'student-1', since: '2026-01-01T00:00:00.000Z' }],
      { themes: ['fork'], min: 0, max: 3000 },
      10,
    ),
  )
  expect(attempts).toEqual([
    { userId: 'student-1', solvedFirstTry: true },
    {
      userId: 'student-1',
      solvedFirstTry: false,
      mistake: { fen: FEN, played: 'e2e3', expected: 'e2e4' },
    },
    // Given up: no wrong move, the puzzle's start to find where.
    { userId: 'student-1', solvedFirstTry: false, givenUp: { fen: FEN, moves: ['e2e4', 'e7e5'] } },
  ])
  expect(warned).toHaveBeenCalledWith(expect.stringContaining('unreadable puzzle mistake record'))
  const next = await store.read((tx) =>
    tx.nextPuzzle({ themes: [], min: 0, max: 3000 }, null, undefined),
  )
  expect(next).toEqual({
    _id: 'p1',
    fen: FEN,
    moves: ['e2e4', 'e7e5'],
    rating: 1500,
    popularity: 90,
    themes: ['fork'],
    openingTags: [],
  })
  await database.transaction((sql) => sql.exec(`DROP SCHEMA ${schema} CASCADE`))
})
