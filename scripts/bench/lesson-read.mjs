// A lesson at the limit (1,000 moves) for bench:server's `GET /api/videos/:videoId/lesson`.

export const BENCH_CURATOR = 'bench-curator@gambit.dev'

const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8']

/**
 * 1,000 legal moves (the knights go out and back: chess.js takes moves after a repetition), each
 * timed, every tenth with a comment, as a long lesson would be.
 */
export function longLesson() {
  const moves = Array.from({ length: 1000 }, (_, ply) => ({
    san: SHUFFLE[ply % SHUFFLE.length],
    timeSeconds: ply * 3,
    ...(ply % 10 === 0 && { comment: `Move ${ply + 1}: the knights go out and come back.` }),
  }))
  return { headers: { Event: 'Bench lesson' }, moves }
}

/**
 * Signs the curator up (the server names BENCH_CURATOR in GAMBIT_CURATORS), saves the long lesson
 * on `videoId` and answers the p99 of reading it, as anyone does, from every connection; on
 * PostgreSQL (`startFloor`) also the bare server's for the same query, and the ratio (issue 43).
 */
export async function lessonReadP99({
  base,
  floorBase,
  inTurns,
  post,
  readP99,
  startFloor,
  videoId,
}) {
  const { encodedToken: token } = await post(
    '/api/auth/signup',
    { email: BENCH_CURATOR, password: 'bench-pass-1' },
    undefined,
    '198.18.200.1',
  )
  const saved = await fetch(`${base}/api/catalogue/videos/${videoId}/lesson`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ lesson: longLesson() }),
  })
  if (!saved.ok) throw new Error(`saving the long lesson: ${saved.status} ${await saved.text()}`)
  const ourRead = () => readP99(base, [{}], () => `/api/videos/${videoId}/lesson`)
  if (!startFloor) {
    const read = await ourRead()
    return { 'lesson (1,000 moves) p99 ms': read.p99, errors: read.errors }
  }
  const { gambit: read, floor } = await startFloor(() =>
    inTurns(ourRead, () => readP99(floorBase, [{}], () => `/lesson/${videoId}`)),
  )
  return {
    'lesson (1,000 moves) p99 ms': read.p99,
    'lesson floor p99 ms': floor.p99,
    'lesson / floor': +(read.p99 / floor.p99).toFixed(2),
    errors: read.errors + floor.errors,
  }
}
