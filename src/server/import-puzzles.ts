import { createReadStream, statSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { importLines, isHeader, PuzzleImportTally, type NumberedLine } from '@/api/puzzles/import'
import { PUZZLE_BATCH } from '@/api/puzzles/shipped'
import { thousands } from '@/shared/thousands'
import { fail as failWith, openStore } from './open-store'
import { progressLine } from './progress-line'

// `npm run import:puzzles -- <file.csv>` (README, "More puzzles"): the Lichess puzzle
// database (about four million rows) into the server's store, read as a stream in batches of a
// thousand, so memory stays flat whatever the file's size. Ctrl+C stops after the batch under
// way; running it again skips the rows already in (docs/decisions/029-puzzles-in-the-store.md).

const who = 'import:puzzles'
const fail = (what: string) => failWith(who, what)
const file = process.argv[2]
if (!file) fail('no file')(new Error('usage: npm run import:puzzles -- <lichess_db_puzzle.csv>'))
const size = (() => {
  try {
    const found = statSync(file!)
    if (!found.isFile()) throw new Error('it is not a file')
    return found.size
  } catch (error) {
    return fail(`cannot read ${file}`)(error)
  }
})()

const { store, where } = openStore(who)
await store.catalogue().catch(fail('the database could not be opened'))
console.log(`Importing ${file} into ${where}`)

let stopping = false
process.on('SIGINT', () => {
  if (stopping) process.exit(130)
  stopping = true
  console.log('\nStopping after the rows under way (Ctrl+C again: at once)')
})

const input = createReadStream(file!)
let bytesRead = 0
input.on('data', (chunk) => (bytesRead += chunk.length))
const lines = createInterface({ input, crlfDelay: Infinity })
const tally = new PuzzleImportTally()
const progress = progressLine(size, process.stdout.isTTY === true)
const started = performance.now()
let rows = 0
let line = 0
// A file that stops being readable, or a database that stops answering, ends the run in one line
// that says how far it came; what was added is kept, and a run again skips it.
await (async () => {
  let chunk: NumberedLine[] = []
  for await (const text of lines) {
    line++
    if (text.trim() === '' || (line === 1 && isHeader(text))) continue
    rows++
    chunk.push({ text, row: line })
    if (chunk.length < PUZZLE_BATCH) continue
    await importLines(store, chunk, tally)
    chunk = []
    progress.show(bytesRead, rows)
    if (stopping) break
  }
  if (!stopping) await importLines(store, chunk, tally)
})().catch((error: unknown) =>
  fail(`stopped at line ${line}, ${thousands(tally.report().added)} added (run it again to go on)`)(
    error,
  ),
)
lines.close()
input.destroy()
progress.done(rows)

const { added, skipped, reasons } = tally.report()
const seconds = (performance.now() - started) / 1000
console.log(
  `${stopping ? `Stopped at line ${line}: ` : ''}${thousands(added)} added, ${thousands(skipped)} skipped`,
)
for (const { reason, count, rows: named } of reasons)
  console.log(
    `  ${thousands(count)} ${reason} (line ${named.join(', ')}${count > named.length ? ', …' : ''})`,
  )
const peak = Math.round(process.resourceUsage().maxRSS / 1024)
console.log(
  `${thousands(rows)} rows in ${seconds.toFixed(1)} s (${thousands(Math.round(rows / seconds))} rows/s), peak memory ${peak} MB`,
)
await store.close()
process.exit(stopping ? 130 : 0)
