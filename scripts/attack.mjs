// `npm run attack`: the hostile cases of issues 36 and 57 against a running `npm run serve`,
// bounded and on this machine only, with counts to compare (docs/decisions/022). It writes
// accounts and data of its own into that server's database: point it at a scratch one, with
// Alex a curator for the lessons' cases:
//   GAMBIT_DATA_DIR=/tmp/x GAMBIT_CURATORS=alex@gambit.dev npm run serve
//   node scripts/attack.mjs [http://127.0.0.1:8787]
// /healthz is asked all along; the run fails (exit 1) on a 5xx, a /healthz answer on a kept
// connection slower than 200 ms, or a lesson saved that its read cannot take.
import { setPriority } from 'node:os'
import { answered, sender, STALL_MS, tally, together, watchHealth } from './attack/http.mjs'
import { attackHomework } from './attack/homework.mjs'
import { attackLessons } from './attack/lessons.mjs'

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:8787')
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error(`attack: ${base.hostname} is not this machine; it runs against loopback only.`)
  process.exit(2)
}
const run = Date.now().toString(36)
const send = sender(base)
const health = watchHealth(base)
// The load goes at the lowest priority, the probe's thread (made above) at the usual one: the
// server and its probe come first on this machine's cores, as with a load sent from another.
setPriority(19)
let unreadable = 0
const report = (name, figures) => {
  unreadable += figures['saved but unreadable'] ?? 0
  const held = Math.round(health.worstSinceLast())
  console.log(`${name.padEnd(62)} ${JSON.stringify(figures)}  (/healthz ≤ ${held} ms)`)
}

async function account(name) {
  const email = `${name}-${run}@attack.test`
  const answer = await send('POST', '/api/auth/signup', { body: { email, password: 'pass-1234' } })
  if (answer.status !== 201)
    throw new Error(`signup ${name}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { email, token: answer.body.encodedToken }
}

const me = await account('owner')
const student = await account('student')
const playlist = async (title) => {
  const { body } = await send('POST', '/api/user/playlists', {
    token: me.token,
    body: { playlist: { title, videoIds: ['Eas20kFpAYw'] } },
  })
  return body.playlists?.find((p) => p.title === title)?._id
}

// Concurrency on one playlist.
const raced = await playlist('Raced')
const path = `/api/user/playlists/${raced}`
report(
  '40 renames of one playlist at once',
  tally(
    await together(40, (n) =>
      send('PATCH', path, { token: me.token, body: { playlist: { title: `Raced ${n % 2}` } } }),
    ),
  ),
)
report(
  '50 sharing switches at once',
  tally(
    await together(50, (n) =>
      send('PUT', `${path}/sharing`, { token: me.token, body: { shared: n % 2 === 0 } }),
    ),
  ),
)
report(
  'rename, add and delete at once',
  tally(
    await together(30, (n) =>
      n === 15
        ? send('DELETE', path, { token: me.token })
        : n % 2
          ? send('POST', path, { token: me.token, body: { video: { _id: 'uW1ZUk6nkDE' } } })
          : send('PATCH', path, { token: me.token, body: { playlist: { title: `Last ${n}` } } }),
    ),
  ),
)

// Limits under concurrency: the last 5 playlists taken by 50 at once.
for (let n = 0; n < 194; n++) await playlist(`Kept ${n}`)
await together(50, (n) => playlist(`Burst ${n}`))
const stored = (await send('GET', '/api/user/playlists', { token: me.token })).body.playlists.length
report('playlists stored after 195 + 50 at once (limit 200)', { stored })

// 50 reviews of one drill at once.
const noted = await send('POST', '/api/user/notes/Eas20kFpAYw', {
  token: me.token,
  body: { note: { timeSeconds: 1, text: 'Drilled', moves: ['e4'] } },
})
const drill = await send('POST', '/api/user/drills', {
  token: me.token,
  body: { drill: { noteId: noted.body.notes.at(-1)._id, solution: ['e5'] } },
})
const drillId = drill.body.drills[0]._id
const reviews = await together(50, () =>
  send('POST', `/api/user/drills/${drillId}/reviews`, {
    token: me.token,
    body: { review: { rating: 'good' } },
  }),
)
const reps = (await send('GET', '/api/user/drills', { token: me.token })).body.drills[0].reps
report('50 reviews of one drill at once', { ...tally(reviews), reps })

// Bodies and paths.
const deep = '['.repeat(20_000) + ']'.repeat(20_000)
const routes = Object.entries((await send('GET', '/api/openapi.json')).body.paths).flatMap(
  ([route, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.requestBody)
      .map(([method]) => [method, route]),
)
report(
  `nested 20,000 deep on the ${routes.length} body routes`,
  tally(
    await Promise.all(
      routes.map(([method, route]) =>
        send(method.toUpperCase(), route.replace(/\{\w+\}/g, 'x'), { token: me.token, raw: deep }),
      ),
    ),
  ),
)
const big = JSON.stringify({ videos: [{ title: 'x'.repeat(2 * 1024 * 1024) }] })
report(
  '20 imports of 2 MB without a token',
  tally(await together(20, () => send('POST', '/api/catalogue/import', { raw: big }))),
)
report(
  'dot segments (4 paths)',
  tally(
    await Promise.all([
      send('DELETE', '/api/user/likes/%2e%2e', {
        token: me.token,
        body: { password: 'pass-1234' },
      }),
      send('DELETE', '/api/user/likes/..', { token: me.token }),
      send('GET', '/api/videos/./..'),
      send('GET', '/api/%2E/videos'),
    ]),
  ),
)
const oversized = await send('POST', '/api/auth/login', {
  raw: `{"email":"${'x'.repeat(150 * 1024)}"}`,
})
report('a 413', { status: oversized.status, connection: oversized.headers.connection })
report(
  'a lone surrogate in a playlist title',
  tally([
    await send('POST', '/api/user/playlists', {
      token: student.token,
      raw: '{"playlist":{"title":"a\\ud800"}}',
    }),
  ]),
)

// Wave 4: lessons (a curator's), guessing and training, puzzles, homework, language (issue 57).
const alex = await send('POST', '/api/auth/login', {
  body: { email: 'alex@gambit.dev', password: 'alex-pass-123' },
})
const curator = { token: alex.body?.encodedToken }
const curates =
  (await send('GET', '/api/catalogue/lessons', { token: curator.token })).status === 200
if (curates) await attackLessons({ send, report, curator, learners: [me, student] })
else
  console.log(
    'lessons: SKIPPED, Alex is no curator here (start the server with GAMBIT_CURATORS=alex@gambit.dev)',
  )
await attackHomework({ send, report, coach: me, student })

// The rate limits, last: they count this machine's address for the next 15 minutes to an hour.
report(
  '30 join codes guessed',
  tally(
    await together(30, (n) =>
      send('POST', '/api/classes/join', {
        token: student.token,
        body: { code: `ZZZZ${n}`.slice(0, 6) },
      }),
    ),
  ),
)
const logins = await together(100, (n) =>
  send('POST', '/api/auth/login', {
    body: { email: me.email, password: n === 59 ? 'pass-1234' : `wrong-${n}-pass` },
  }),
)
report('100 logins at once, the right password 60th', {
  ...tally(logins),
  right: logins[59].status,
})
report(
  '60 signups at once from this address',
  tally(
    await together(60, (n) =>
      send('POST', '/api/auth/signup', {
        body: { email: `burst-${n}-${run}@attack.test`, password: 'pass-1234' },
      }),
    ),
  ),
)

const { kept, fresh } = await health.stop()
const said = (what, { probes, p99, max, stalls }) =>
  console.log(
    `/healthz ${what}: ${probes} answers, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${stalls} over ${STALL_MS} ms`,
  )
console.log('')
said('on a kept connection', kept)
said('on a new connection each time (not a budget: Node accepts one a turn)', fresh)
console.log(`5xx: ${answered.serverErrors.length} of ${answered.count} answers`)
for (const failed of new Set(answered.serverErrors)) console.log(`  ${failed}`)
console.log(`lessons saved that a read cannot take: ${unreadable}`)
if (!curates) console.log('lessons: skipped (see above): this run is not the whole attack')
process.exit(answered.serverErrors.length || kept.stalls || unreadable || !curates ? 1 : 0)
