import { expect, test } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { databaseOfMigration } from '@/testing/database-of-migration'
import { sharedSqlDatabase } from '@/testing/test-server'
import { createSqlStore } from './sql-store'

// The engine's judgement in training (migration 020): a guess round kept before it opens with no
// guess judged good by the engine, as the browser's schema 17 opens it, and the searches' table
// is there to keep the judge's searches.

const ROUND = {
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

test('a guess round kept before migration 020 reads with no guess good by the engine', async () => {
  const database = sharedSqlDatabase()
  const schema = `judged_${Date.now()}_${process.pid}`
  await databaseOfMigration(database, schema, 19, async (sql) => {
    await sql.query(
      `INSERT INTO users (_id, email, first_name, last_name, created_at, updated_at)
       VALUES ('u1', 'u1@gambit.dev', 'Una', 'Kept', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')`,
    )
    await sql.query(
      'INSERT INTO guess_rounds (user_id, video_id, best, last) VALUES ($1, $2, $3, $3)',
      ['u1', 'Eas20kFpAYw', JSON.stringify(ROUND)],
    )
  })
  const store = createSqlStore({ database, seed: defaultSeed, schema })
  await store.catalogue()
  const record = await store.read((tx) => tx.guessRecord('u1', 'Eas20kFpAYw'))
  expect(record).toEqual({
    userId: 'u1',
    videoId: 'Eas20kFpAYw',
    best: { ...ROUND, goodByEngine: [] },
    last: { ...ROUND, goodByEngine: [] },
  })
  await store.write((tx) =>
    tx.keepEngineSearch({ epd: 'e', search: 'nodes 1', move: '', score: { cp: 1 }, pv: [] }),
  )
  expect(await store.read((tx) => tx.engineSearch('e', 'nodes 1', ''))).toMatchObject({
    score: { cp: 1 },
  })
})
