// The floor of a learner's due drills (issue 43) for bench:server's bare server: the same query
// as Gambit's (drills/sql.ts, REVIEW_QUEUE: one round trip) and the same JSON, FSRS's preview of
// each drill's next dues (drills/scheduler.ts) and the streak (drills/streak.ts) included.
import { fsrs, generatorParameters, Rating } from 'ts-fsrs'

const DRILL_COLUMNS =
  '_id, user_id AS "userId", note_id AS "noteId", source, alternatives, video_id AS "videoId", time_seconds AS "timeSeconds", text, fen, solution, due, reps, lapses, last_review AS "lastReview", card, created_at AS "createdAt"'
export const REVIEW_QUEUE = `
  SELECT
    (SELECT count(*) FROM (SELECT 1 FROM drills WHERE user_id = $1 AND due <= $2 LIMIT $4) AS counted)
      AS "queueDueCount",
    (SELECT min(due) FROM drills WHERE user_id = $1 AND due > $2) AS "queueNextDueAt",
    (SELECT coalesce(array_agg(DISTINCT
        floor((extract(epoch FROM reviewed_at::timestamptz) * 1000 + $6::int * 60000) / 86400000)::int
      ), '{}')
      FROM drill_reviews WHERE user_id = $1 AND reviewed_at >= $5) AS "queueReviewDays",
    page.*
  FROM users
  LEFT JOIN LATERAL (
    SELECT ${DRILL_COLUMNS} FROM drills WHERE user_id = $1 AND due <= $2 ORDER BY due, _id LIMIT $3
  ) AS page ON true
  WHERE users._id = $1`

const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }))
const DAY_MS = 86_400_000
const MAYBE_NULL = ['lastReview', 'noteId', 'alternatives', 'videoId']
const NOT_ANSWERED = ['userId', 'card', 'queueDueCount', 'queueNextDueAt', 'queueReviewDays']

/** The drill as the answer has it: no owner, no FSRS memory, no NULLs, its next dues. */
function dueDrill(row, now) {
  const { card } = row
  const drill = { ...row }
  for (const key of NOT_ANSWERED) delete drill[key]
  for (const key of MAYBE_NULL) if (drill[key] === null) delete drill[key]
  const next = scheduler.repeat(
    {
      due: new Date(row.due),
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsedDays,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      reps: row.reps,
      lapses: row.lapses,
      state: card.state,
      ...(row.lastReview ? { last_review: new Date(row.lastReview) } : {}),
    },
    now,
  )
  const dueAfter = (rating) => next[rating].card.due.toISOString()
  return {
    ...drill,
    next: {
      again: now.toISOString(),
      hard: dueAfter(Rating.Hard),
      good: dueAfter(Rating.Good),
      easy: dueAfter(Rating.Easy),
    },
  }
}

function streakOf(days, today) {
  const reviewed = new Set(days)
  let day = reviewed.has(today) ? today : today - 1
  let streak = 0
  while (reviewed.has(day)) {
    streak++
    day--
  }
  return streak
}

export function drillsDueRoute(app, pool) {
  app.get('/drills/due/:userId', async (c) => {
    const now = new Date()
    const offset = Number(c.req.query('utcOffset') ?? 0)
    const { rows } = await pool.query({
      name: 'review-queue',
      text: REVIEW_QUEUE,
      values: [
        c.req.param('userId'),
        now.toISOString(),
        10,
        1001,
        new Date(now.getTime() - 400 * DAY_MS).toISOString(),
        offset,
      ],
    })
    const [first] = rows
    if (!first) return c.json({ errors: ['No such user'] }, 404)
    const dueCount = Number(first.queueDueCount)
    return c.json({
      drills: first._id === null ? [] : rows.map((row) => dueDrill(row, now)),
      dueCount: Math.min(dueCount, 1000),
      dueCountCapped: dueCount > 1000,
      nextDueAt: first.queueNextDueAt,
      streak: streakOf(
        first.queueReviewDays,
        Math.floor((now.getTime() + offset * 60_000) / DAY_MS),
      ),
    })
  })
}
