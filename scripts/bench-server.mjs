// npm run bench:server — the Node server under load (docs/performance.md, "The server"):
// autocannon on loopback, 50 connections for 20 s, 80 % reads and 20 % writes over 100 signed-up
// users, against PGlite and, when DATABASE_URL is set, PostgreSQL. A script, not a test: it exits 1
// when a budget is missed (0 errors; p99 of the mix's reads ≤ 50 ms on PostgreSQL; each hot read
// at most 1.5 times its floor; a first start, the data new, answering within 5 s). On
// PostgreSQL it then reads, from Gambit and from a bare Hono + pg server running the same SQL
// (scripts/bench/bare-app.mjs), a user's likes, the drills due of a user with 10,000 drills,
// "Lessons with this position" over 10,000 lessons of 80 moves, the next puzzle of 4,000,000, a
// class's results (200 students × 20 assignments) and a lesson of 1,000 moves, and reports each
// p99 as a ratio to its floor's (issues 38-43).
import { engineRounds } from './bench/engine-rounds.mjs'
import autocannon from 'autocannon'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import pg from 'pg'
import { buildServer, root } from './build-server.mjs'
import { BENCH_CURATOR, lessonReadP99 } from './bench/lesson-read.mjs'
import { positionsOverFloor } from './bench/lesson-positions.mjs'
import { nextPuzzleOverFloor } from './bench/puzzle-next.mjs'
import { classResultsOverFloor } from './bench/class-results.mjs'
import { listFor, serverMix } from './bench/server-mix.mjs'

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
/** From `node dist-server/main.js` to its first answer, the data new (docs/performance.md). */
const MAX_FIRST_START_S = 5
const port = 8788
const base = `http://localhost:${port}`
const USERS = 100
const CONNECTIONS = 50

if (!existsSync(path.join(root, 'dist/routes.json'))) {
  const built = spawnSync(path.join(root, 'node_modules/.bin/vite'), [
    'build',
    '--logLevel',
    'warn',
  ])
  if (built.status !== 0) process.exit(built.status ?? 1)
}
const serverEntry = await buildServer()

// BENCH_PROFILE=folder: the server writes a CPU profile there (open it in Chrome's DevTools).
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
  : []

async function startServer(env) {
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, [...profile, serverEntry], {
    cwd: root,
    // Behind a proxy as a club's would be, so each bench user signs up from an address of its
    // own: the signup limit (50 an hour per address) stays on and is never met.
    env: {
      ...process.env,
      PORT: String(port),
      GAMBIT_TRUST_PROXY: '1',
      GAMBIT_CURATORS: BENCH_CURATOR,
      // Metrics on, as a club's server would run it (issue 43).
      GAMBIT_METRICS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'], // one log line per request would be the bench
  })
  serverPids.set(base, child.pid)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/api/categories`).then(
      (answer) => answer.ok,
      () => false,
    )
    // From the process's start to its first answer, on an empty folder or a new schema.
    const startedMs = performance.now() - spawnedAt
    if (up) return { stop: () => (child.kill('SIGTERM'), exited), startedMs }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

const post = async (url, body, token, from = '198.18.0.1') => {
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': from,
    ...(token && { authorization: token }),
  }
  const answer = await fetch(`${base}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`)
  return answer.json()
}

/** 100 users, each with one playlist; the videos they like and save. */
async function signUpUsers(run) {
  const users = []
  for (let i = 0; i < USERS; i++) {
    const { encodedToken: token, createdUser } = await post(
      '/api/auth/signup',
      { email: `bench-${run}-${i}@gambit.dev`, password: 'bench-pass-1' },
      undefined,
      `198.18.${Math.floor(i / 250)}.${i % 250}`,
    )
    const { playlists } = await post('/api/user/playlists', { playlist: { title: 'Bench' } }, token)
    users.push({ token, userId: createdUser._id, playlistId: playlists[0]._id })
  }
  const { videos } = await (await fetch(`${base}/api/videos`)).json()
  return { users, videoIds: videos.map((video) => video._id) }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(
    1,
  )
}

/** Requests sent in a run's first second are not counted: 50 sockets opening at once. */
const WARM_UP_MS = 1000

/**
 * p99 of one read, `path(user)` with `headers(user)`, each connection on its users in turn, for
 * `readSeconds` after the first `WARM_UP_MS` (not counted); its latencies, to be pooled (inTurns).
 */
async function readP99(url, users, path, headers = () => ({})) {
  const latencies = []
  let cpuAtWarm = 0
  setTimeout(() => (cpuAtWarm = cpuOf(url)), WARM_UP_MS)
  let next = 0
  const started = performance.now()
  const request = {
    setupRequest: (request, context) => {
      const user = users[next++ % users.length]
      context.sentAt = performance.now()
      return { ...request, method: 'GET', path: path(user), headers: headers(user) }
    },
    onResponse: (_status, _body, context) => {
      if (context.sentAt - started >= WARM_UP_MS) latencies.push(performance.now() - context.sentAt)
    },
  }
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: readSeconds + WARM_UP_MS / 1000,
    requests: listFor(readSeconds + WARM_UP_MS / 1000, request),
  })
  const perSecond = Math.round(latencies.length / readSeconds)
  const cpuPerRequest = Math.round((1000 * (cpuOf(url) - cpuAtWarm)) / latencies.length)
  if (process.env.BENCH_VERBOSE)
    console.log(
      `${url} ${path(users[0])}: p99 ${percentile(latencies, 99)} ms, p50 ${percentile(latencies, 50)} ms, ${perSecond}/s, ${cpuPerRequest} µs CPU each`,
    )
  return {
    p99: percentile(latencies, 99),
    latencies,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** The server processes by their address, and the CPU time one has used (ms, from /proc). */
const serverPids = new Map()
function cpuOf(url) {
  const pid = serverPids.get(url)
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return 0
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime, in clock ticks of 10 ms (Linux's USER_HZ).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

const FLOOR_SECONDS = Math.max(3, Math.round(seconds / 2))
let readSeconds = FLOOR_SECONDS
/** The uncounted first turn of each side of a read (inTurns). */
const WARM_TURN_SECONDS = 2
/** Turns of each side in a read against its floor (inTurns). */
const TURNS = Number(process.env.BENCH_TURNS ?? 2)

/**
 * Gambit's read and its floor's in turns, G F G F, each turn half as long, their latencies pooled:
 * a machine shared with the load generator and PostgreSQL has busy spells of its own, and one
 * after the other, one side could meet one and the other not (issue 43).
 */
async function inTurns(ours, theirs) {
  const taken = { ours: [], theirs: [] }
  try {
    // A turn of each first, not counted: V8 compiles a read's code in its first seconds, and
    // Gambit has more of it to compile than its floor (its first turn cost it up to twice the
    // CPU of its second).
    readSeconds = WARM_TURN_SECONDS
    await ours()
    await theirs()
    readSeconds = Math.max(3, Math.ceil(FLOOR_SECONDS / TURNS))
    for (let turn = 0; turn < TURNS; turn++) {
      taken.ours.push(await ours())
      taken.theirs.push(await theirs())
    }
  } finally {
    readSeconds = FLOOR_SECONDS
  }
  const pooled = (results) => ({
    p99: percentile(
      results.flatMap((result) => result.latencies),
      99,
    ),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  })
  return { gambit: pooled(taken.ours), floor: pooled(taken.theirs) }
}
/**
 * BENCH_ONLY=likes,lesson: those reads alone, on PostgreSQL, without the mix (to profile one read
 * with BENCH_PROFILE). Reads: likes, drills, positions, puzzles, results, lesson.
 */
const only = process.env.BENCH_ONLY?.split(',')
const runs = (read) => !only || only.includes(read)
const FLOOR_PORT = 8789
/** Gambit's p99 for a read at most this many times its floor's (issue 43). */
const MAX_RATIO = 1.5

/**
 * Gambit's p99 for a user's likes over a bare Hono + pg server's, on the same PostgreSQL and
 * data, in turns (docs/performance.md, "The server").
 */
async function likesOverFloor(users, schema) {
  let unlike = 0
  const { gambit, floor } = await withFloor(schema, async () => {
    // A fair floor answers the same JSON (issue 43): the videos whole, in the same order.
    for (const user of users.slice(0, 10)) {
      const [ours, bare] = await Promise.all([
        fetch(`${base}/api/user/likes`, { headers: { authorization: user.token } }).then((a) =>
          a.json(),
        ),
        fetch(`${FLOOR_BASE}/likes/${user.userId}`).then((answer) => answer.json()),
      ])
      if (!isDeepStrictEqual(ours, bare)) {
        unlike++
        console.log('likes: the floor answers otherwise', JSON.stringify(ours).slice(0, 300))
        console.log('                                  ', JSON.stringify(bare).slice(0, 300))
      }
    }
    return inTurns(
      () =>
        readP99(
          base,
          users,
          () => '/api/user/likes',
          (user) => ({ authorization: user.token }),
        ),
      () => readP99(FLOOR_BASE, users, (user) => `/likes/${user.userId}`),
    )
  })
  return {
    'likes p99 ms': gambit.p99,
    'likes floor p99 ms': floor.p99,
    'likes / floor': +(gambit.p99 / floor.p99).toFixed(2),
    errors: gambit.errors + floor.errors + unlike,
  }
}

const FLOOR_BASE = `http://localhost:${FLOOR_PORT}`

/** Runs `read` while the bare Hono + pg server (scripts/bench/bare-server.mjs) serves the schema. */
async function withFloor(schema, read) {
  const bare = spawn(
    process.execPath,
    [...profile, path.join(root, 'scripts/bench/bare-server.mjs')],
    {
      env: { ...process.env, BENCH_SCHEMA: schema, PORT: String(FLOOR_PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  serverPids.set(FLOOR_BASE, bare.pid)
  try {
    await new Promise((resolve) => bare.stdout.once('data', resolve))
    return await read()
  } finally {
    bare.kill()
  }
}

/**
 * `GET /api/user/drills/due` for one user with 10,000 drills (a third each from notes, lessons
 * with alternatives, and puzzles), half of them due, from every connection, from Gambit and from
 * the bare server (its ratio: docs/performance.md). The drills are written into the schema with
 * SQL: 20,000 requests would take longer than the bench.
 */
async function drillsDueP99(user, schema) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
    const iso = (sql) => `to_char(${sql}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    const now = "(now() AT TIME ZONE 'UTC')"
    await client.query(
      `INSERT INTO ${schema}.notes (_id, user_id, video_id, time_seconds, text, fen, created_at, updated_at)
       SELECT 'bench-note-' || n, $1, 'Eas20kFpAYw', n, 'Drill ' || n, $2, ${iso(now)}, ${iso(now)}
       FROM generate_series(1, 10000) AS n`,
      [user.userId, fen],
    )
    await client.query(
      `INSERT INTO ${schema}.drills (_id, user_id, note_id, source, alternatives, video_id, time_seconds, text, fen, solution, due, reps, lapses, card, created_at)
       SELECT 'bench-drill-' || n, $1, CASE WHEN n % 3 = 0 THEN 'bench-note-' || n END,
              CASE n % 3
                WHEN 0 THEN jsonb_build_object('kind', 'note', 'noteId', 'bench-note-' || n)
                WHEN 1 THEN jsonb_build_object('kind', 'lesson', 'videoId', 'Eas20kFpAYw', 'side', 'white', 'line', n)
                ELSE jsonb_build_object('kind', 'puzzle', 'puzzleId', 'bench-puzzle-' || n)
              END,
              CASE WHEN n % 3 = 1 THEN '[["Nc3", "d4"]]'::jsonb END,
              'Eas20kFpAYw', n, 'Drill ' || n, $2, ARRAY['Nf3'],
              ${iso(`${now} + make_interval(mins => n - 5000)`)}, 1, 0,
              '{"stability":3,"difficulty":5,"elapsedDays":0,"scheduledDays":3,"learningSteps":0,"state":2}',
              ${iso(now)}
       FROM generate_series(1, 10000) AS n`,
      [user.userId, fen],
    )
    // As autovacuum leaves a table that has settled: statistics, and a visibility map that lets
    // the count read the index alone.
    await client.query(`VACUUM ANALYZE ${schema}.notes, ${schema}.drills`)
  } finally {
    await client.end()
  }
  // The floor answers the same JSON, FSRS's previews included (bare-drills.mjs; checked to the
  // minute here, exactly but for "now" in src/api/store/postgres/bare-floors.test.ts).
  let unlike = 0
  const { gambit: due, floor } = await withFloor(schema, async () => {
    // FSRS's previews are made at each server's own "now": compared to the minute.
    const toMinute = (answer) => ({
      ...answer,
      drills: answer.drills.map((drill) => ({
        ...drill,
        next: Object.values(drill.next).map((at) => at.slice(0, 16)),
      })),
    })
    const [ours, bare] = await Promise.all(
      [
        fetch(`${base}/api/user/drills/due`, { headers: { authorization: user.token } }),
        fetch(`${FLOOR_BASE}/drills/due/${user.userId}`),
      ].map(async (answer) => toMinute(await (await answer).json())),
    )
    if (!isDeepStrictEqual(ours, bare)) {
      unlike++
      console.log('drills due: the floor answers otherwise', JSON.stringify(ours).slice(0, 300))
      console.log('                                       ', JSON.stringify(bare).slice(0, 300))
    }
    return inTurns(
      () =>
        readP99(
          base,
          [user],
          () => '/api/user/drills/due',
          () => ({ authorization: user.token }),
        ),
      () => readP99(FLOOR_BASE, [user], () => `/drills/due/${user.userId}`),
    )
  })
  return {
    'drills due p99 ms': due.p99,
    'drills floor p99 ms': floor.p99,
    'drills / floor': +(due.p99 / floor.p99).toFixed(2),
    errors: due.errors + floor.errors + unlike,
  }
}

async function measure(label, env, cleanUp = async () => undefined, schema = undefined) {
  const server = await startServer(env)
  try {
    const { users, videoIds } = await signUpUsers(Date.now())
    const { requests, latencies } = serverMix(users, videoIds, CONNECTIONS, seconds)
    const result = only
      ? { requests: {}, errors: 0, timeouts: 0, non2xx: 0 }
      : await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests })
    const errors = result.errors + result.timeouts + result.non2xx
    if (errors > 0)
      console.log(`${label}: errors by status`, result.statusCodeStats, {
        errors: result.errors,
        timeouts: result.timeouts,
      })
    const { read, write } = latencies
    // Before the lesson's read below, which replaces the demo lesson with a long one.
    const engine = runs('engine') ? await engineRounds({ base, users, percentile }) : { errors: 0 }
    const floor = schema && runs('likes') ? await likesOverFloor(users, schema) : {}
    const drills = schema && runs('drills') ? await drillsDueP99(users[0], schema) : {}
    // The reads at scale, each from Gambit and from the bare server (scripts/bench/).
    const atScale = {
      base,
      floorBase: FLOOR_BASE,
      readP99,
      schema,
      users,
      startFloor: (read) => withFloor(schema, read),
      inTurns,
    }
    const positions = schema && runs('positions') ? await positionsOverFloor(atScale) : {}
    const puzzles = schema && runs('puzzles') ? await nextPuzzleOverFloor(atScale) : {}
    // After the puzzles: the class's students try the bench's puzzles.
    const results = schema && runs('results') ? await classResultsOverFloor(atScale) : {}
    const lesson = runs('lesson')
      ? await lessonReadP99({
          ...(schema && { floorBase: FLOOR_BASE, startFloor: (read) => withFloor(schema, read) }),
          inTurns,
          base,
          post,
          readP99,
          videoId: videoIds[0],
        })
      : { errors: 0 }
    return {
      label,
      // Issue 59: a first start said nothing for 45 s (the page's build included).
      'first start s': +(server.startedMs / 1000).toFixed(1),
      // BENCH_ONLY runs no mix: no columns for it.
      ...(!only && {
        'req/s': Math.round(result.requests.average),
        'writes %': +((100 * write.length) / (read.length + write.length)).toFixed(1),
        'read p50 ms': percentile(read, 50),
        'read p99 ms': percentile(read, 99),
        'write p50 ms': percentile(write, 50),
        'write p99 ms': percentile(write, 99),
      }),
      ...engine,
      ...floor,
      ...drills,
      ...lesson,
      ...positions,
      ...puzzles,
      ...results,
      errors:
        errors +
        (floor.errors ?? 0) +
        (drills.errors ?? 0) +
        (positions.errors ?? 0) +
        (puzzles.errors ?? 0) +
        (results.errors ?? 0) +
        engine.errors +
        lesson.errors,
    }
  } finally {
    await server.stop()
    await cleanUp()
  }
}

const rows = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'gambit-bench-'))
if (!only)
  rows.push(
    await measure('PGlite', { DATABASE_URL: '', GAMBIT_DATA_DIR: dataDir }, async () =>
      rmSync(dataDir, { recursive: true, force: true }),
    ),
  )
const databaseUrl = process.env.DATABASE_URL
if (databaseUrl) {
  const schema = `bench_${Date.now()}`
  rows.push(
    await measure(
      'PostgreSQL',
      { GAMBIT_DB_SCHEMA: schema },
      async () => {
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        await client.query(`DROP SCHEMA ${schema} CASCADE`)
        await client.end()
      },
      schema,
    ),
  )
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL to measure it)')
}

console.log(
  `\n${seconds} s, ${CONNECTIONS} connections, ${USERS} users, loopback, ${process.platform}`,
)
console.table(rows)
const missed = rows.flatMap((row) => [
  ...(row.errors > 0 ? [`${row.label}: ${row.errors} errors (budget 0)`] : []),
  ...(row['first start s'] > MAX_FIRST_START_S
    ? [`${row.label}: first start ${row['first start s']} s (budget ${MAX_FIRST_START_S} s)`]
    : []),
  ...(row.label === 'PostgreSQL' && row['read p99 ms'] > 50
    ? [`PostgreSQL: read p99 ${row['read p99 ms']} ms (budget 50 ms)`]
    : []),
  // The server's read budgets are ratios to their floors in the same run (issue 43).
  ...Object.entries(row)
    .filter(([name, ratio]) => name.endsWith('/ floor') && ratio > MAX_RATIO)
    .map(([name, ratio]) => `${row.label}: ${name} ${ratio} (budget ${MAX_RATIO})`),
])
missed.forEach((line) => console.log(`MISSED ${line}`))
if (missed.length === 0) console.log('ok     every budget met')
process.exit(missed.length === 0 ? 0 : 1)
