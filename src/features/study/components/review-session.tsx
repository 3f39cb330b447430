import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { BoardGame } from '@/shared/board-game'
import type { Rating } from '@/shared/entities'
import { useRateDrill, type DueAnswer } from '../api/drills'
import { formatTime } from '../progress'
import {
  afterReview,
  comesBackIn,
  dueCountText,
  nextDrillIn,
  RATING_NAMES,
  RATINGS,
} from '../review-queue'
import { useDrillAttempt } from '../use-drill-attempt'

export type ReviewBoardProps = {
  game: BoardGame
  onGameChange: (game: BoardGame) => void
  answering: { locked: boolean }
}

type ReviewSessionProps = {
  userId: string
  /** What was due when the session began: its queue is the session's own from then on. */
  start: DueAnswer
  /** When the next drill is due, as the server says now (after this session's ratings). */
  nextDueAt: string | null
  /** When the server said so (ms). */
  answeredAt: number
  titleOf: (videoId: string) => string | undefined
  /** The board (features/board), composed by the screen. */
  board: (props: ReviewBoardProps) => ReactNode
  /** The session's drills are done but more were due than it loaded: the screen reads again. */
  onMore: () => void
}

/**
 * A review session (docs/product.md, "Drills"): each due drill in turn, checked here as the
 * learner plays (the answer is in the drill: feedback is instant), rated through the API. Drills
 * rated Again come back at the end of the session.
 */
export function ReviewSession(props: ReviewSessionProps) {
  const { userId, start, nextDueAt, answeredAt, titleOf, board } = props
  const [queue, setQueue] = useState(start.drills)
  const rate = useRateDrill(userId)
  const heading = useRef<HTMLHeadingElement>(null)
  const drill = queue[0]
  // Fixed when the session begins: `start` is the latest answer, read again after each rating.
  const [notLoaded] = useState(start.dueCount - start.drills.length)
  // The ratings sent: the next drills are read once they have landed, or the answer would
  // still hold the drill just rated.
  const sent = useRef<Promise<unknown>[]>([])
  const send = (drillId: string, rating: Rating) =>
    sent.current.push(rate.mutateAsync({ drillId, rating }).catch(() => undefined))
  const attempt = useDrillAttempt(drill, (wrong) => send(wrong._id, 'again'))

  if (!drill && notLoaded > 0)
    return <MoreDrills onMore={() => void Promise.all(sent.current).then(props.onMore)} />
  if (!drill)
    return (
      <div className="review-done">
        <p role="status">Nothing to review right now.</p>
        {nextDueAt && <p>{nextDrillIn(nextDueAt, answeredAt)}</p>}
      </div>
    )

  const next = (rating: Rating) => {
    setQueue((current) => afterReview(current, rating))
    attempt.restart()
    heading.current?.focus()
  }
  const toMove = drill.fen.split(' ')[1] === 'b' ? 'Black' : 'White'
  const title = titleOf(drill.videoId) ?? 'the video'
  const at = formatTime(drill.timeSeconds)

  return (
    <div className="review-session">
      <p className="review-count">
        {dueCountText(queue.length + notLoaded, start.dueCountCapped)} due
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {toMove} to play
      </h2>
      <p>
        <Link to={paths.singleVideo.href(drill.videoId)}>
          {title} from {at}
        </Link>
      </p>
      <div key={`${drill._id}-${queue.length}`} className="review-board">
        {board({
          game: attempt.game!,
          onGameChange: attempt.onMove,
          answering: { locked: attempt.outcome !== 'playing' },
        })}
      </div>
      <div className="review-feedback">
        <p role="status" className="review-status">
          {attempt.status}
        </p>
        {attempt.outcome === 'wrong' && (
          <div className="review-wrong">
            <p className="note-text">{drill.text}</p>
            <Link
              to={`${paths.singleVideo.href(drill.videoId)}?t=${Math.floor(drill.timeSeconds)}`}
            >
              Watch the moment
            </Link>
            <button type="button" className="button" onClick={() => next('again')}>
              Next drill
            </button>
          </div>
        )}
        {attempt.outcome === 'solved' && (
          <div className="review-ratings" role="group" aria-label="How did it go?">
            {RATINGS.map((rating) => (
              <button
                key={rating}
                type="button"
                className="button button-secondary"
                onClick={() => {
                  send(drill._id, rating)
                  next(rating)
                }}
              >
                {RATING_NAMES[rating]} ·{' '}
                {comesBackIn(drill.next[rating], Date.parse(drill.next.again))}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}

/** Between two loads of due drills (an answer holds at most 10). */
function MoreDrills({ onMore }: { onMore: () => void }) {
  // Once, when the session's drills are done.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onMore, [])
  return <p role="status">Loading the next drills…</p>
}
