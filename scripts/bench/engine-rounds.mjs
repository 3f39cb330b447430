import { Chess } from 'chess.js'

// bench:server's guess rounds judged by the server's engine (docs/engine.md, issue 62): the demo
// lesson guessed as Black with four misses the lesson does not take, each judged by Stockfish on
// the server. Cold: misses nobody made before (their searches not kept); warm: the same round
// again (every search kept); 20 learners submitting at once, with the catalogue's read p99 beside
// them, against the same read idle and beside the same 20 rounds with no miss (nothing for the
// engine); and 20 cold rounds at once, past the engine's queue.

const DEMO = 'Eas20kFpAYw'
const MAIN_LINE =
  'd4 d5 c4 c6 Nf3 Nf6 Nc3 e6 e3 Nbd7 Bd3 dxc4 Bxc4 b5 Bd3 Bd6 O-O O-O Qc2 Bb7 a3 Rc8 Ng5 c5 Nxh7 Ng4 f4 cxd4 exd4 Bc5 Be2 Nde5 Bxg4 Bxd4+ Kh1 Nxg4 Nxf8 f5 Ng6 Qf6 h3 Qxg6 Qe2 Qh5 Qd3 Be3'.split(
    ' ',
  )
const MISSED_PLIES = [4, 10, 16, 22]

/**
 * Black's guesses of the main line, the moves at MISSED_PLIES another legal one (`variant`); a
 * variant of null misses none (the same round with nothing for the engine).
 */
function roundOf(variant) {
  const board = new Chess()
  const guesses = []
  MAIN_LINE.forEach((san, index) => {
    const ply = index + 1
    if (ply % 2 === 0) {
      const others = board.moves().filter((move) => move !== san)
      const missed = variant !== null && MISSED_PLIES.includes(ply)
      const played = missed ? others[variant % others.length] : san
      guesses.push({ ply, played })
    }
    board.move(san)
  })
  return { side: 'black', guesses }
}

async function submit(base, token, round) {
  const sentAt = performance.now()
  const answer = await fetch(`${base}/api/user/lessons/${DEMO}/guesses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ round }),
  })
  await answer.text()
  return { ms: performance.now() - sentAt, status: answer.status }
}

async function readsWhile(base, work) {
  const latencies = []
  let going = true
  const reading = (async () => {
    while (going) {
      const sentAt = performance.now()
      await (await fetch(`${base}/api/videos`)).text()
      latencies.push(performance.now() - sentAt)
    }
  })()
  const result = await work()
  going = false
  await reading
  return { result, latencies }
}

/** The figures, as bench:server's table columns; `users` are signed up, 85 at least. */
export async function engineRounds({ base, users, percentile }) {
  const cold = []
  for (let variant = 0; variant < 5; variant++)
    cold.push(await submit(base, users[variant].token, roundOf(variant)))
  const warm = []
  for (let at = 5; at < 25; at++) warm.push(await submit(base, users[at].token, roundOf(0)))
  const idle = await readsWhile(base, () => new Promise((resolve) => setTimeout(resolve, 2000)))
  // The same 20 rounds at once with nothing missed: what the engine's judgement adds to them.
  const unjudged = await readsWhile(base, () =>
    Promise.all(users.slice(65, 85).map((user) => submit(base, user.token, roundOf(null)))),
  )
  const together = await readsWhile(base, () =>
    Promise.all(users.slice(25, 45).map((user) => submit(base, user.token, roundOf(0)))),
  )
  const coldTogether = await Promise.all(
    users.slice(45, 65).map((user, index) => submit(base, user.token, roundOf(5 + index))),
  )
  const all = [...cold, ...warm, ...together.result, ...unjudged.result, ...coldTogether]
  return {
    'round cold p50 ms': percentile(
      cold.map(({ ms }) => ms),
      50,
    ),
    'round cold max ms': percentile(
      cold.map(({ ms }) => ms),
      100,
    ),
    'round warm p50 ms': percentile(
      warm.map(({ ms }) => ms),
      50,
    ),
    'round warm p99 ms': percentile(
      warm.map(({ ms }) => ms),
      99,
    ),
    '20 rounds at once p99 ms': percentile(
      together.result.map(({ ms }) => ms),
      99,
    ),
    'videos p99 idle ms': percentile(idle.latencies, 99),
    'videos p99 beside 20 rounds ms': percentile(together.latencies, 99),
    '20 unjudged rounds at once p99 ms': percentile(
      unjudged.result.map(({ ms }) => ms),
      99,
    ),
    'videos p99 beside 20 unjudged ms': percentile(unjudged.latencies, 99),
    // Past the engine's queue their misses stay misses: every round is kept (201).
    '20 cold rounds at once p99 ms': percentile(
      coldTogether.map(({ ms }) => ms),
      99,
    ),
    errors: all.filter(({ status }) => status !== 201).length,
  }
}
