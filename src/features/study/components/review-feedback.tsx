import type { ReactNode } from 'react'
import { t } from '@/i18n/translate'
import type { DrillOutcome } from '../use-drill-attempt'
import { useRevealResult } from '@/lib/use-reveal-result'
import { Link } from 'react-router'
import type { DueDrill, Rating } from '@/shared/entities'
import { drillMomentHref } from './drill-origin'
import { comesBackIn, ratingNames, RATINGS } from '../review-queue'
import '../review.css'

type ReviewFeedbackProps = {
  drill: DueDrill
  outcome: DrillOutcome
  /** "Correct!", "Not quite. The answer was Nf3.", or nothing yet. */
  status: string
  /** "Next drill" after a miss (rated Again), or a rating after a solve. */
  onRate: (rating: Rating) => void
  /** After a miss, the learner's move: "Accept Bf4 too" makes the drill take it. */
  missedMove?: string
  onAccept: () => void
  /** After a good move that is not the line's: the same step again. */
  onTryAgain: () => void
  /** The engine's word on a miss ("Learn from your mistakes"). */
  explanation?: ReactNode
}

/**
 * What a review says of an answer, and what to do next (docs/product.md, "Drills"). It sits
 * right under the drawn board and is revealed as lib/use-reveal-result.ts says.
 */
export function ReviewFeedback(props: ReviewFeedbackProps) {
  const { drill, outcome, status, onRate, missedMove } = props
  const { area: feedback, said } = useRevealResult<HTMLParagraphElement>(
    outcome !== 'playing' && outcome !== 'judging',
    outcome,
  )
  const moment = drillMomentHref(drill)
  return (
    <div className="review-feedback answer-result" ref={feedback}>
      <p role="status" className="review-status" ref={said} tabIndex={-1}>
        {status}
      </p>
      {(outcome === 'wrong' || outcome === 'good by engine') && (
        <div className="review-wrong">
          {outcome === 'wrong' ? (
            <>
              <p className="note-text">{drill.text}</p>
              {moment && <Link to={moment}>{t('Watch the moment')}</Link>}
              <button type="button" className="button" onClick={() => onRate('again')}>
                {t('Next drill')}
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={props.onTryAgain}>
              {t('Try again')}
            </button>
          )}
          {missedMove && (
            <button type="button" className="button button-secondary" onClick={props.onAccept}>
              {t('Accept {move} too', { move: missedMove })}
            </button>
          )}
        </div>
      )}
      {/* After the way on, so that "Next drill" stays by the board on a phone. */}
      {outcome === 'wrong' && props.explanation}
      {outcome === 'solved' && (
        <div className="review-ratings" role="group" aria-label={t('How did it go?')}>
          {RATINGS.map((rating) => (
            <button
              key={rating}
              type="button"
              className="button button-secondary"
              onClick={() => onRate(rating)}
            >
              {ratingNames()[rating]} ·{' '}
              {comesBackIn(drill.next[rating], Date.parse(drill.next.again))}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
