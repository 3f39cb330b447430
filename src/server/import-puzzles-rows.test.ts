import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { storeKind } from '@/testing/test-server'
import { builtServer } from '@/testing/built-server'

// `npm run import:puzzles` (README, "More puzzles") on rows that are not puzzles, on PGlite and
// PostgreSQL: each is skipped with its line and reason, never the crash of the whole run (a NUL
// byte once reached PostgreSQL and lost its batch of 1,000 on every run); a folder given as the
// file is said in one line.

const [header = '', ...shipped] = readFileSync('chess-data/lichess-puzzles/puzzles.csv', 'utf8')
  .trim()
  .split('\n')
const withCell = (row: string, index: number, value: string) =>
  row
    .split(',')
    .map((cell, at) => (at === index ? value : cell))
    .join(',')

let work = ''
let entry = ''
let env: NodeJS.ProcessEnv = {}
const schema = `import_rows_${Date.now()}_${process.pid}`

beforeAll(async () => {
  mkdirSync('node_modules/.tmp', { recursive: true })
  work = mkdtempSync(path.resolve('node_modules/.tmp/gambit-import-rows-'))
  entry = path.join(path.dirname(await builtServer()), 'import-puzzles.js')
  env = { ...process.env, GAMBIT_DB_SCHEMA: schema }
  // On PGlite: a data folder of its own, whatever DATABASE_URL the run has.
  if (storeKind !== 'postgres') {
    delete env.DATABASE_URL
    Object.assign(env, { GAMBIT_DATA_DIR: path.join(work, 'data'), GAMBIT_FAST_UNSAFE: '1' })
  }
}, 120_000)

afterAll(async () => {
  if (storeKind === 'postgres') {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await client.end()
  }
  rmSync(work, { recursive: true, force: true })
})

function runImport(file: string) {
  const importer = spawn(process.execPath, [entry, file], { env, stdio: 'pipe' })
  let out = ''
  importer.stdout.on('data', (chunk: Buffer) => (out += chunk))
  importer.stderr.on('data', (chunk: Buffer) => (out += chunk))
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    importer.on('exit', (code) => resolve({ code, out })),
  )
}

test(
  'rows that are no puzzles are skipped with their line and reason; the others are added',
  { timeout: 120_000 },
  async () => {
    const file = path.join(work, 'mixed.csv')
    const good = shipped.slice(0, 3).map((row, n) => `n${n}${row.slice(row.indexOf(','))}`)
    writeFileSync(
      file,
      [
        header,
        ...good,
        withCell(good[0]!.replace(/^n0/, 'n3'), 9, 'Scand\u0000inavian'),
        withCell(good[1]!.replace(/^n1/, 'n4'), 9, `<b>${'S'.repeat(5000)}</b>`),
        withCell(good[2]!.replace(/^n2/, 'n5'), 7, 'fork madeUpTheme'),
      ].join('\n'),
    )
    const run = await runImport(file)
    expect(run.code, run.out).toBe(0)
    expect(run.out).toContain('3 added, 3 skipped')
    expect(run.out).toContain('2 a bad opening tag (line 5, 6)')
    expect(run.out).toContain('1 a theme the Lichess puzzle database does not have (line 7)')
    expect(run.out).not.toMatch(/\n\s+at /)
    // Run again: the same rows skipped the same way, the added ones already in.
    const again = await runImport(file)
    expect(again.out).toContain('0 added, 6 skipped')
  },
)

test('a folder given as the file is said in one line, exit 1', async () => {
  const run = await runImport(work)
  expect(run.code).toBe(1)
  expect(run.out.trim()).toBe(`import:puzzles: cannot read ${work}: it is not a file`)
})
