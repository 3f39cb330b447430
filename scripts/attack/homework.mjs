// The attack's puzzles, homework and language (issue 57): scores judged by the back end alone,
// one first try among many at once, a coach's results under load, and languages it has not.
import { tally, together } from './http.mjs'

export async function attackHomework({ send, report, coach, student }) {
  const { puzzle } = (await send('GET', '/api/puzzles/next')).body
  const solution = puzzle.moves.filter((_, index) => index % 2 === 1)
  const wrong = ['a1a1']
  const attempts = await together(50, (n) =>
    send('POST', `/api/user/puzzles/${puzzle._id}/attempts`, {
      token: student.token,
      // Forged fields beside the moves: the back end judges the moves alone.
      body: { attempt: { moves: n % 2 ? solution : wrong, solved: true, firstTry: true } },
    }),
  )
  report('50 attempts at one puzzle at once, half forged', {
    ...tally(attempts),
    firstTries: attempts.filter(({ body }) => body?.firstTry === true).length,
  })

  const made = await send('POST', '/api/classes', {
    token: coach.token,
    body: { class: { name: 'Attacked' } },
  })
  const classId = made.body.class?._id
  await send('POST', '/api/classes/join', {
    token: student.token,
    body: { code: made.body.class?.code },
  })
  const assign = (assignment) =>
    send('POST', `/api/classes/${classId}/assignments`, {
      token: coach.token,
      body: { assignment },
    })
  report('assignments of each kind, then bad ones', {
    ...tally([
      await assign({ kind: 'guess', videoId: 'Eas20kFpAYw', side: 'black' }),
      await assign({ kind: 'puzzles', themes: ['fork'], count: 5 }),
    ]),
    refused: tally([
      await assign({ kind: 'guess', videoId: 'Eas20kFpAYw', side: 'purple' }),
      await assign({ kind: 'puzzles', themes: ['<script>'], count: 500 }),
      await assign({ kind: 'guess', videoId: 'no-such-video', side: 'white' }),
    ]),
  })
  await send('POST', '/api/user/lessons/Eas20kFpAYw/guesses', {
    token: student.token,
    body: { round: { side: 'black', guesses: [{ ply: 2, played: 'd5' }], right: 99 } },
  })
  const { assignments = [] } =
    (await send('GET', `/api/classes/${classId}`, { token: coach.token })).body.class ?? {}
  const reads = await together(30, (n) =>
    n % 3 === 0
      ? send('GET', `/api/classes/${classId}/results.csv`, { token: coach.token })
      : n % 3 === 1
        ? send('GET', `/api/classes/${classId}/progress`, { token: coach.token })
        : send('GET', `/api/classes/${classId}/assignments/${assignments[0]?._id}/results`, {
            token: coach.token,
          }),
  )
  report("30 reads of a class's results, progress and CSV at once", tally(reads))
  report("a student reads the coach's results", {
    status: (await send('GET', `/api/classes/${classId}/progress`, { token: student.token }))
      .status,
  })
  report(
    'languages: es, then ones Gambit does not speak',
    tally(
      await Promise.all(
        [
          { language: 'es' },
          { language: 'xx' },
          { language: ['es'] },
          {},
          { language: 'en'.repeat(5000) },
        ].map((body) => send('PUT', '/api/user/language', { token: student.token, body })),
      ),
    ),
  )
}
