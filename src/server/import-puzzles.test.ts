import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { expect, test } from 'vitest'
import { storeKind } from '@/testing/test-server'
import { builtServer } from '@/testing/built-server'

// `npm run import:puzzles` (README, "Run it on a server") on a generated file of 20,000 rows:
// stopped half way by Ctrl+C, then run again, every row is in once. Its rows are the shipped
// mate-in-one puzzles under new ids: the quickest rows to check, since this test is about
// stopping and starting again; the bench measures the speed on real rows (docs/performance.md).
// 10 batches of 1,000 rows are enough to stop between two of them (200,000 took 145 s of the
// suite's time, docs/testing.md, "The suite's time").

const ROWS = 10_000

/** The CSV: the Lichess header, then ROWS rows, ids g000000 on. */
function generatedFile(file: string) {
  const [header = '', ...shipped] = readFileSync(
    'chess-data/lichess-puzzles/puzzles.csv',
    'utf8',
  ).split('\n')
  const rows = shipped.filter((line) => line.includes('mateIn1'))
  const lines = [header]
  for (let index = 0; index < ROWS; index++) {
    const row = rows[index % rows.length]!
    lines.push(`g${index.toString(36).padStart(6, '0')}${row.slice(row.indexOf(','))}`)
  }
  writeFileSync(file, `${lines.join('\n')}\n`)
}

/** Runs the built import on `file`; `stopAt`: the share of the file after which Ctrl+C comes. */
function runImport(entry: string, file: string, env: NodeJS.ProcessEnv, stopAt?: number) {
  const importer = spawn(process.execPath, [entry, file], { env, stdio: 'pipe' })
  let out = ''
  let stopped = false
  importer.stdout.on('data', (chunk: Buffer) => {
    out += chunk
    const shown = [...out.matchAll(/progress: (\d+)%/g)].at(-1)
    if (stopAt === undefined || stopped || !shown || Number(shown[1]) < stopAt) return
    stopped = true
    importer.kill('SIGINT')
  })
  importer.stderr.on('data', (chunk: Buffer) => (out += chunk))
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    importer.on('exit', (code) => resolve({ code, out })),
  )
}

const countIn = (out: string, what: string) =>
  Number(new RegExp(`([\\d,]+) ${what}`).exec(out)?.[1]?.replaceAll(',', '') ?? NaN)

test.skipIf(storeKind !== 'postgres')(
  'an import stopped half way and run again holds every row once',
  { timeout: 120_000 },
  async () => {
    mkdirSync('node_modules/.tmp', { recursive: true })
    const work = mkdtempSync(path.resolve('node_modules/.tmp/gambit-import-'))
    const entry = path.join(path.dirname(await builtServer()), 'import-puzzles.js')
    const file = path.join(work, 'puzzles.csv')
    generatedFile(file)
    const schema = `import_${Date.now()}_${process.pid}`
    const env = { ...process.env, GAMBIT_DB_SCHEMA: schema }
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const stopped = await runImport(entry, file, env, 50)
      expect(stopped.code).toBe(130)
      expect(stopped.out).toMatch(/Stopped at line \d+: [\d,]+ added, 0 skipped/)
      const first = countIn(stopped.out, 'added')
      expect(first).toBeGreaterThan(ROWS * 0.4)
      expect(first).toBeLessThan(ROWS)

      const again = await runImport(entry, file, env)
      expect(again.code).toBe(0)
      expect(countIn(again.out, 'added')).toBe(ROWS - first)
      expect(countIn(again.out, 'skipped')).toBe(first)
      expect(again.out).toContain(`${first.toLocaleString('en-US')} already in Gambit`)
      expect(again.out).toMatch(/peak memory \d+ MB/)
      const [{ puzzles, distinct }] = (
        await client.query(
          `SELECT count(*)::int AS puzzles, count(DISTINCT id)::int AS distinct FROM ${schema}.puzzles WHERE id LIKE 'g%'`,
        )
      ).rows
      expect({ puzzles, distinct }).toEqual({ puzzles: ROWS, distinct: ROWS })
      const [{ mates }] = (
        await client.query(
          `SELECT count AS mates FROM ${schema}.puzzle_theme_counts WHERE theme = 'mateIn1'`,
        )
      ).rows
      expect(mates).toBe(ROWS)
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await client.end()
      rmSync(work, { recursive: true, force: true })
    }
  },
)
