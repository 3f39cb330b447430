import { sqlHomeworkAttempts } from './homework-sql'
import type { Sql } from '../store/postgres/sql'
import { readAll } from '../store/records'
import { readPuzzle, readPuzzleAttempt } from './records'
import type { PuzzleAnswer } from './shapes'
import { puzzleOrder } from '@/shared/puzzle-solving'
import type { PuzzleFilter, PuzzlesTx } from './store'

const PUZZLE_COLUMNS =
  'id AS "_id", fen, moves, rating, popularity, plays, themes, opening_tags AS "openingTags"'
/** A puzzle as a learner is shown it: what the next puzzle's read needs, and no more. */
const SHOWN_COLUMNS =
  'id AS "_id", fen, moves, rating, popularity, themes, opening_tags AS "openingTags"'
const ATTEMPT_COLUMNS =
  'user_id AS "userId", puzzle_id AS "puzzleId", themes, tries, solved, solved_first_try AS "solvedFirstTry", mistake, first_at AS "firstAt", last_at AS "lastAt"'

// One statement per batch: the puzzles not stored yet, their rows by theme, and the themes' counts
// grown by what was added (concurrent imports of one id add it once: ON CONFLICT waits for the
// other's commit, then skips it).
const ADD_PUZZLES = `
  WITH given AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS given(id text, fen text, moves text[],
      rating integer, popularity integer, plays integer, themes text[], opening_tags text[],
      opening_family text, sort_key integer)
  ), added AS (
    INSERT INTO puzzles (id, fen, moves, rating, popularity, plays, themes, opening_tags,
      opening_family, sort_key)
    SELECT id, fen, moves, rating, popularity, plays, themes, opening_tags, opening_family,
      sort_key FROM given
    ON CONFLICT (id) DO NOTHING
    RETURNING id, themes, rating, sort_key
  ), by_theme AS (
    INSERT INTO puzzle_themes (theme, sort_key, puzzle_id, rating)
    SELECT theme, sort_key, id, rating FROM added, unnest(themes) AS theme
    ON CONFLICT DO NOTHING
  ), counted AS (
    INSERT INTO puzzle_theme_counts (theme, count)
    SELECT theme, count(*) FROM added, unnest(themes) AS theme GROUP BY theme
    ON CONFLICT (theme) DO UPDATE SET count = puzzle_theme_counts.count + EXCLUDED.count
  )
  SELECT coalesce(array_agg(id), '{}') AS added FROM added`

const NOT_SOLVED = (puzzleId: string) =>
  `NOT EXISTS (SELECT 1 FROM puzzle_attempts AS a WHERE a.user_id = $5 AND a.puzzle_id = ${puzzleId} AND a.solved)`

// For each theme chosen, the first fit after the cursor in its index; the earliest of those.
const NEXT_WITH_THEMES = `
  SELECT ${SHOWN_COLUMNS} FROM puzzles WHERE id = (
    SELECT pick.puzzle_id FROM unnest($6::text[]) AS chosen(theme)
    CROSS JOIN LATERAL (
      SELECT t.puzzle_id, t.sort_key FROM puzzle_themes AS t
      WHERE t.theme = chosen.theme AND (t.sort_key, t.puzzle_id) > ($3, $4)
        AND t.rating BETWEEN $1 AND $2 AND ${NOT_SOLVED('t.puzzle_id')}
      ORDER BY t.sort_key, t.puzzle_id LIMIT 1
    ) AS pick
    ORDER BY pick.sort_key, pick.puzzle_id LIMIT 1
  )`
const NEXT_OF_ALL = `
  SELECT ${SHOWN_COLUMNS} FROM puzzles AS p
  WHERE (p.sort_key, p.id) > ($3, $4) AND p.rating BETWEEN $1 AND $2 AND ${NOT_SOLVED('p.id')}
  ORDER BY p.sort_key, p.id LIMIT 1`

// An opening family's puzzles (a lesson's practice), of any of the themes when some are chosen.
const ofOpening = (family: string, themes: string) =>
  `p.opening_family = ${family} AND (cardinality(${themes}::text[]) = 0 OR p.themes && ${themes})`
const NEXT_OF_OPENING = `
  SELECT ${SHOWN_COLUMNS} FROM puzzles AS p
  WHERE ${ofOpening('$6', '$7')} AND (p.sort_key, p.id) > ($3, $4) AND p.rating BETWEEN $1 AND $2
    AND ${NOT_SOLVED('p.id')}
  ORDER BY p.sort_key, p.id LIMIT 1`

const asRow = (filter: PuzzleFilter) => [filter.min, filter.max]

/** The port's puzzles and attempts over SQL (migration 015). */
export function sqlPuzzles(sql: Sql): PuzzlesTx {
  return {
    puzzle: async (puzzleId) =>
      readPuzzle(
        (await sql.query(`SELECT ${PUZZLE_COLUMNS} FROM puzzles WHERE id = $1`, [puzzleId]))[0],
      ),
    async addPuzzles(puzzles) {
      if (puzzles.length === 0) return []
      const rows = puzzles.map(({ openingTags, ...puzzle }) => ({
        ...puzzle,
        id: puzzle._id,
        opening_tags: openingTags,
        opening_family: openingTags[0] ?? null,
        sort_key: puzzleOrder(puzzle._id),
      }))
      const [result] = await sql.query<{ added: string[] }>(ADD_PUZZLES, [JSON.stringify(rows)])
      return result?.added ?? []
    },
    storedPuzzleIds: async (ids) =>
      (await sql.query<{ id: string }>('SELECT id FROM puzzles WHERE id = ANY($1)', [ids])).map(
        ({ id }) => id,
      ),
    themeCounts: () =>
      sql.query<{ theme: string; count: number }>(
        'SELECT theme, count FROM puzzle_theme_counts WHERE count > 0 ORDER BY theme',
      ),
    async nextPuzzle(filter, after, userId) {
      const params = [...asRow(filter), after?.order ?? -1, after?.id ?? '', userId ?? null]
      // Taken as it is: each column shown is typed and NOT NULL (migration 015), all that the
      // shown puzzle's check would say, so zod stays off every "Next puzzle" (as a users row,
      // ../auth/sql.ts; docs/performance.md, "The server").
      const rows = filter.opening
        ? await sql.query<PuzzleAnswer>(NEXT_OF_OPENING, [...params, filter.opening, filter.themes])
        : filter.themes.length > 0
          ? await sql.query<PuzzleAnswer>(NEXT_WITH_THEMES, [...params, filter.themes])
          : await sql.query<PuzzleAnswer>(NEXT_OF_ALL, params)
      return rows[0]
    },
    async countPuzzles(filter) {
      const [row] = filter.opening
        ? await sql.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM puzzles AS p WHERE ${ofOpening('$3', '$4')} AND p.rating BETWEEN $1 AND $2`,
            [...asRow(filter), filter.opening, filter.themes],
          )
        : filter.themes.length > 0
          ? await sql.query<{ count: number }>(
              'SELECT count(DISTINCT puzzle_id)::int AS count FROM puzzle_themes WHERE theme = ANY($3) AND rating BETWEEN $1 AND $2',
              [...asRow(filter), filter.themes],
            )
          : await sql.query<{ count: number }>(
              'SELECT count(*)::int AS count FROM puzzles WHERE rating BETWEEN $1 AND $2',
              asRow(filter),
            )
      return row?.count ?? 0
    },
    async shippedPuzzles() {
      const [row] = await sql.query<{ value: unknown }>(
        "SELECT value FROM meta WHERE key = 'puzzles'",
      )
      return typeof row?.value === 'string' ? row.value : undefined
    },
    async setShippedPuzzles(fingerprint) {
      await sql.query(
        "INSERT INTO meta (key, value) VALUES ('puzzles', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
        [JSON.stringify(fingerprint)],
      )
    },
    puzzleAttempt: async (userId, puzzleId) =>
      readPuzzleAttempt(
        (
          await sql.query(
            `SELECT ${ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE user_id = $1 AND puzzle_id = $2`,
            [userId, puzzleId],
          )
        )[0],
      ),
    async savePuzzleAttempt(record) {
      await sql.query(
        `INSERT INTO puzzle_attempts (user_id, puzzle_id, themes, tries, solved, solved_first_try, mistake, first_at, last_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id, puzzle_id) DO UPDATE SET tries = puzzle_attempts.tries + 1,
           solved = puzzle_attempts.solved OR EXCLUDED.solved, last_at = EXCLUDED.last_at`,
        [
          record.userId,
          record.puzzleId,
          record.themes,
          record.tries,
          record.solved,
          record.solvedFirstTry,
          record.mistake ? JSON.stringify(record.mistake) : null,
          record.firstAt,
          record.lastAt,
        ],
      )
    },
    puzzleAttempts: async (userId) =>
      readAll(
        readPuzzleAttempt,
        await sql.query(
          `SELECT ${ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE user_id = $1 ORDER BY first_at, puzzle_id`,
          [userId],
        ),
      ),
    ...sqlHomeworkAttempts(sql),
  }
}
