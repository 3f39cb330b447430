import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { t } from '@/i18n/translate'
import type { BoardProps } from '@/lib/board-controller'
import type { Rating } from '@/shared/entities'
import { withAlternative } from '@/shared/drill-alternatives'
import { useAcceptMoves, useRateDrill, type DueAnswer } from '../api/drills'
import { useNoteDrillLine } from '../api/notes'
import { afterReview, dueCountText, nextDrillIn } from '../review-queue'
import { useDrillAttempt } from '../use-drill-attempt'
import { DrillOrigin } from './drill-origin'
import { ReviewFeedback } from './review-feedback'
import { MistakeExplained } from '@/components/engine/mistake-explained'
import '../review.css'

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
  board: (props: BoardProps) => ReactNode
  /** The session's drills are done but more were due than it loaded: the screen reads again. */
  onMore: () => void
  /** A session that follows another's ratings: focus starts on its heading. */
  continued?: boolean
}

/**
 * A review session (docs/product.md, "Drills"): each due drill in turn, checked here as the
 * learner plays (the answer is in the drill: feedback is instant), rated through the API. Drills
 * rated Again come back at the end of the session.
 */
export function ReviewSession(props: ReviewSessionProps) {
  const { userId, start, nextDueAt, answeredAt, titleOf, board } = props
  const [queue, setQueue] = useState(start.drills)
  const [turn, setTurn] = useState(0)
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
  // A miss is rated Again when the learner goes on, not when it is played: "Accept Bf4 too" takes
  // it back before it is sent (docs/decisions/026-a-miss-is-sent-when-the-learner-goes-on.md).
  const missOf = useRef<string | null>(null)
  const attempt = useDrillAttempt(drill, (wrong) => (missOf.current = wrong._id))
  // The moves that reached the drill's position, when it is a note's: its opening is named.
  const reachedBy = useNoteDrillLine(userId, drill)
  const { board: controller } = attempt
  useLayoutEffect(() => controller.set({ reachedBy }), [controller, reachedBy])
  const acceptMoves = useAcceptMoves(userId)
  // "Try again" leaves with the engine's word: the Move box, back with the question, takes the
  // focus, as at every question (a keyboard answers at once).
  const [retried, setRetried] = useState(0)
  const boardArea = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (retried > 0)
      boardArea.current?.querySelector<HTMLInputElement>('.board-move input')?.focus()
  }, [retried])
  const { outcome } = attempt
  useEffect(() => {
    if (props.continued) heading.current?.focus()
    // Leaving the page after a miss still rates it Again.
    return () => {
      if (missOf.current) send(missOf.current, 'again')
    }
    // The session's start and end only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!drill && notLoaded > 0)
    return <MoreDrills onMore={() => void Promise.all(sent.current).then(props.onMore)} />
  if (!drill) return <SessionDone nextDueAt={nextDueAt} answeredAt={answeredAt} />

  const next = (rating: Rating) => {
    setQueue((current) => afterReview(current, rating))
    setTurn((count) => count + 1)
    attempt.restart()
    heading.current?.focus()
  }
  const blackToMove = drill.fen.split(' ')[1] === 'b'
  const title = (drill.videoId && titleOf(drill.videoId)) || t('the video')

  return (
    <div className="review-session">
      <p className="review-count">
        {t('{count} due', { count: dueCountText(queue.length + notLoaded, start.dueCountCapped) })}
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {blackToMove ? t('Black to play') : t('White to play')}
      </h2>
      <p>
        <DrillOrigin drill={drill} title={title} />
      </p>
      {/* A board of its own for each turn, the same drill's again too: nothing of the last
          answer (its move's announcement) is left (issue 35). */}
      <div key={turn} ref={boardArea} className="review-board answer-board">
        {board({
          controller,
          // The answer's status and what to do next, right under the drawn board.
          children: (
            <ReviewFeedback
              drill={drill}
              outcome={outcome}
              status={attempt.status}
              onRate={(rating) => {
                missOf.current = null
                send(drill._id, rating)
                next(rating)
              }}
              missedMove={attempt.missed?.move}
              onTryAgain={() => {
                attempt.tryAgain()
                setRetried((count) => count + 1)
              }}
              explanation={
                attempt.verdict &&
                attempt.before && (
                  <MistakeExplained
                    fen={attempt.verdict.fen}
                    verdict={attempt.verdict}
                    onShow={(moves: string[]) =>
                      controller.show({
                        startFen: attempt.before!.startFen,
                        moves: [...attempt.before!.moves, ...moves],
                      })
                    }
                  />
                )
              }
              onAccept={() => {
                const { move, step } = attempt.missed!
                const alternatives = withAlternative(drill.alternatives ?? [], step, move)
                missOf.current = null
                acceptMoves.mutate({ drillId: drill._id, alternatives })
                // Should the drill come back in this session, it takes the move at once.
                setQueue((current) =>
                  current.map((each) =>
                    each._id === drill._id ? { ...each, alternatives } : each,
                  ),
                )
                attempt.accept()
              }}
            />
          ),
        })}
      </div>
    </div>
  )
}

/** The session is over: its heading takes the focus, since the control that ended it is gone. */
function SessionDone({ nextDueAt, answeredAt }: { nextDueAt: string | null; answeredAt: number }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="review-done">
      <h2 ref={heading} tabIndex={-1}>
        {t('Nothing to review right now.')}
      </h2>
      {nextDueAt && <p>{nextDrillIn(nextDueAt, answeredAt)}</p>}
    </div>
  )
}

/** Between two loads of due drills (an answer holds at most 10). */
function MoreDrills({ onMore }: { onMore: () => void }) {
  // Once, when the session's drills are done.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onMore, [])
  return <p role="status">{t('Loading the next drills…')}</p>
}
