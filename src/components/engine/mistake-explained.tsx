import { Fragment, useId, type ReactNode } from 'react'
import { t } from '@/i18n/translate'
import type { Verdict } from '@/shared/engine-judge'
import { numberedMoves, scoreText, whitesView } from '@/shared/engine-lines'
import { firstPlyOf, lessonMoveLabel } from '@/shared/move-numbers'
import './mistake-explained.css'

type MistakeExplainedProps = {
  /** The position the move was played in. */
  fen: string
  verdict: Verdict
  /** Shows a position on the board: the moves played from `fen` to reach it. None: text only. */
  onShow?: (moves: string[]) => void
}

/**
 * The move and the engine's next five: the reply that punishes it and what follows, not the
 * twenty a search may give (a phone's screen, and the point, are short).
 */
const SHOWN_PLIES = 6

/**
 * "Learn from your mistakes" for one move (docs/product.md, "The engine's judgement in
 * training"): the evaluation before and after it, from White's view as the bar says it
 * ("+0.3 → −1.8"), the engine's line that punishes it and the best move, each position a button
 * that shows it on the board.
 */
export function MistakeExplained({ fen, verdict, onShow }: MistakeExplainedProps) {
  const before = scoreText(whitesView(verdict.best.score, fen))
  const after = scoreText(whitesView(verdict.played.score, fen))
  const line = numberedMoves(fen, verdict.played.line.slice(0, SHOWN_PLIES))
  const [best] = numberedMoves(fen, [verdict.best.san])
  // Each move named whole for a screen reader ("2... Nc6"), as a score sheet writes it here.
  const ply = firstPlyOf(fen)
  const move = (label: string, moves: string[]) =>
    onShow ? (
      <button
        key={moves.length}
        type="button"
        className="move-button"
        aria-label={t('Show the position after {move}', {
          move: lessonMoveLabel(ply + moves.length - 1, moves.at(-1)!),
        })}
        onClick={() => onShow(moves)}
      >
        {label}
      </button>
    ) : (
      <span key={moves.length}>{label}</span>
    )
  return (
    <div className="mistake-explained">
      <p className="mistake-evaluation">{t('Engine: {before} → {after}', { before, after })}</p>
      <p className="mistake-line">
        <span>{t('What follows:')}</span>{' '}
        {line.map((label, index) => (
          // A space between the moves, as a score sheet's text reads (and is copied).
          <Fragment key={index}>
            {index > 0 && ' '}
            {move(label, verdict.played.line.slice(0, index + 1))}
          </Fragment>
        ))}
      </p>
      <p className="mistake-best">
        <span>{t('Best move:')}</span> {move(best!, [verdict.best.san])}
      </p>
    </div>
  )
}

/** A round's or a game's misses, each explained: the list "Learn from your mistakes". */
export function LearnFromMistakes({ children }: { children: ReactNode }) {
  const heading = useId()
  return (
    <section className="learn-from-mistakes" aria-labelledby={heading}>
      <h4 id={heading}>{t('Learn from your mistakes')}</h4>
      <ul>{children}</ul>
    </section>
  )
}
