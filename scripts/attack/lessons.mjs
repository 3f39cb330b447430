// The attack's lessons (issue 57): PGN and JSON that once saved a lesson no read could take,
// a PGN that held the server for seconds, and a learner's rounds and training sent at once.
import { tally, together } from './http.mjs'

const x = (count) => 'x'.repeat(count)
const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8']

/** PGNs as a curator might import them (a database's game has long comments): each case. */
const PGNS = {
  'comment of 2,500 in {}': `1. e4 {${x(2500)}} e5 *`,
  'comment of 2,500 as ;': `1. e4 ;${x(2500)}\ne5 *`,
  'three comments joined': `1. e4 {${x(900)}} {${x(900)}} {${x(900)}} e5 *`,
  '[%vt 90000]': '1. e4 e5 2. Nf3 {[%vt 90000]} Nc6 *',
  '[%vt 86401]': '1. e4 {[%vt 86401]} e5 *',
  '[%vt 99:99:99]': '1. e4 {[%vt 99:99:99]} e5 *',
  'a comment that starts 99:99:99': '1. e4 {99:99:99 words} e5 *',
  'a 90 KB Event header': `[Event "${x(90_000)}"]\n\n1. e4 *`,
  '$1 20,000 times': `1. e4 ${'$1 '.repeat(20_000)}e5 *`,
  '8 annotations on a move': '1. e4!! $1 $1 $2 $3 $4 $5 $6 e5 *',
  'two games': '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 *',
  '(d4) 24,000 times (96 KB)': `1. e4 ${'(d4)'.repeat(24_000)} *`,
}

/** Lessons as moves, past the limits the same way. */
const GAMES = {
  'a header named with a quote': {
    headers: { 'Event "x"]\n\n1. h4 h5 *\n\n[Junk': 'y' },
    moves: [{ san: 'e4' }, { san: 'e5' }],
  },
  'a FEN header without startFen': {
    headers: { FEN: '8/8/8/8/8/8/8/K6k w - - 0 1' },
    moves: [{ san: 'e4' }],
  },
  '8,000 headers': {
    headers: Object.fromEntries(Array.from({ length: 800 }, (_, n) => [`T${n}`, 'v'])),
    moves: [],
  },
}

export async function attackLessons({ send, report, curator, learners }) {
  const video = 'uW1ZUk6nkDE'
  const edit = `/api/catalogue/videos/${video}/lesson`
  const read = () => send('GET', `/api/videos/${video}/lesson`)
  const outcome = { refused: 0, 'saved and read back': 0, 'saved but unreadable': 0, other: 0 }
  const cases = [
    ...Object.entries(PGNS).map(([name, pgn]) => [`PGN: ${name}`, { pgn }]),
    ...Object.entries(GAMES).map(([name, lesson]) => [`moves: ${name}`, { lesson }]),
  ]
  for (const [name, body] of cases) {
    const saved = await send('PUT', edit, { token: curator.token, body })
    if (saved.status === 400) outcome.refused++
    else if (saved.status !== 200) outcome.other++
    else {
      const again = await read()
      const same =
        again.status === 200 &&
        JSON.stringify(again.body.lesson) === JSON.stringify(saved.body.lesson)
      outcome[same ? 'saved and read back' : 'saved but unreadable']++
      if (!same) console.log(`  unreadable after it was saved: ${name}`)
    }
  }
  report(`${cases.length} lessons past the limits, as PGN and as moves`, outcome)

  // A lesson of 1,000 plies, within the limits: twenty rounds of 1,000 misses from one account.
  const long = 'wofz0k6FCMU'
  const moves = Array.from({ length: 1000 }, (_, n) => ({ san: SHUFFLE[n % 4] }))
  const made = await send('PUT', `/api/catalogue/videos/${long}/lesson`, {
    token: curator.token,
    body: { lesson: { moves } },
  })
  report('a lesson of 1,000 plies saved', { status: made.status })
  const [one, two] = learners
  const round = {
    side: 'both',
    guesses: moves.map((_, index) => ({ ply: index + 1, played: index % 2 ? 'Nc6' : 'Nc3' })),
    right: 1000, // a forged score: the back end judges
  }
  const guesses = `/api/user/lessons/${long}/guesses`
  const rounds = await together(20, () =>
    send('POST', guesses, { token: one.token, body: { round } }),
  )
  const kept = (await send('GET', guesses, { token: one.token })).body
  report('20 rounds of 1,000 guesses at once, one account', {
    ...tally(rounds),
    bestRight: kept.best?.right,
  })
  report(
    '20 rounds at once from 2 accounts, 10 each',
    tally(
      await together(20, (n) =>
        send('POST', guesses, { token: (n % 2 ? one : two).token, body: { round } }),
      ),
    ),
  )
  report(
    '10 "Train this lesson" and 10 "Drill the ones I missed" at once',
    tally(
      await together(20, (n) =>
        n % 2
          ? send('POST', `/api/user/lessons/${long}/training`, {
              token: two.token,
              body: { side: 'white' },
            })
          : send('POST', `${guesses}/drills`, { token: one.token }),
      ),
    ),
  )
}
