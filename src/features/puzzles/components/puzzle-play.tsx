import { MistakeExplained } from '@/components/engine/mistake-explained'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatNumber } from '@/i18n/format'
import { t } from '@/i18n/translate'
import { useRevealResult } from '@/lib/use-reveal-result'
import type { BoardProps } from '@/lib/board-controller'
import { spokenMove } from '@/i18n/spoken-move'
import { themeLabel } from '@/i18n/theme-label'
import { useSavePuzzleDrill, useSendAttempt, type PuzzleData } from '../api'
import { usePuzzleAttempt } from '../use-puzzle-attempt'

type PuzzlePlayProps = {
  puzzle: PuzzleData
  userId: string | null
  board: (props: BoardProps) => ReactNode
  onNext: () => void
  /** A puzzle after another: its heading takes the focus ("Next puzzle" is gone). */
  focused: boolean
}

/** What the learner is told as the puzzle goes. */
function statusOf(attempt: ReturnType<typeof usePuzzleAttempt>): string {
  switch (attempt.phase) {
    case 'opening':
      return t('The opponent moves…')
    case 'playing':
      // The opponent's move is said, not only drawn: a screen reader hears the puzzle (issue 59).
      return attempt.reply
        ? t('Correct! The reply: {move}. Your move.', { move: attempt.reply })
        : t('{move}. Your move.', {
            move: spokenMove({
              san: attempt.opening,
              color: attempt.side === 'white' ? 'b' : 'w',
            }),
          })
    case 'solved':
      return t('Solved!')
    case 'failed':
      return t('Not quite.')
    case 'shown':
      return t('The solution: {moves}.', { moves: attempt.solution.join(' ') })
  }
}

/**
 * One puzzle (docs/product.md, "Puzzles"): the opponent's move plays by itself, the learner
 * answers (any of the board's three ways), replies come by themselves; logged in, each try is
 * sent to the back end, which judges it for the learner's stats.
 */
export function PuzzlePlay({ puzzle, userId, board, onNext, focused }: PuzzlePlayProps) {
  const send = useSendAttempt(userId)
  const saveDrill = useSavePuzzleDrill(userId)
  const attempt = usePuzzleAttempt(puzzle, ({ moves }) => {
    if (userId) send.mutate({ puzzleId: puzzle._id, moves })
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focused) heading.current?.focus()
  }, [focused])
  const answerBoard = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The whole board in view before the opponent's move plays (it waits a moment): after
    // "Start" or a homework's link it was below the fold, the move played unseen (issue 59).
    // Kept so as the page settles above it (the themes' counts come later), until the learner
    // scrolls or acts: the page is theirs then.
    const area = answerBoard.current
    if (!area || typeof ResizeObserver !== 'function') return
    const reveal = () => {
      const frame = area.querySelector('.board-frame')
      if (frame && frame.getBoundingClientRect().bottom > window.innerHeight)
        frame.scrollIntoView({ block: 'end' })
    }
    const watching = new ResizeObserver(reveal)
    watching.observe(area)
    watching.observe(document.body)
    const yours = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    const stop = () => {
      watching.disconnect()
      yours.forEach((type) => window.removeEventListener(type, stop, true))
    }
    yours.forEach((type) => window.addEventListener(type, stop, true))
    return stop
  }, [])
  const { phase } = attempt
  const over = phase === 'solved' || phase === 'failed' || phase === 'shown'
  const { area, said } = useRevealResult<HTMLParagraphElement>(over, phase)
  return (
    <div className="puzzle-play">
      <h2 ref={heading} tabIndex={-1}>
        {attempt.side === 'white' ? t('White to play') : t('Black to play')}
      </h2>
      <div className="answer-board" ref={answerBoard}>
        {board({
          controller: attempt.board,
          // What the puzzle says of the learner's moves, and what to do next, under the board.
          children: (
            <div className="puzzle-result answer-result" ref={area}>
              <p role="status" className="puzzle-status" ref={said} tabIndex={-1}>
                {statusOf(attempt)}
              </p>
              {phase === 'failed' && attempt.verdict && (
                <MistakeExplained
                  fen={attempt.verdict.fen}
                  verdict={attempt.verdict}
                  onShow={attempt.showFromMiss}
                />
              )}
              {(phase === 'solved' || phase === 'shown') && (
                <p>
                  {t('Themes: {themes}. Rating {rating}.', {
                    themes: puzzle.themes.map(themeLabel).join(', '),
                    rating: puzzle.rating,
                  })}{' '}
                  {t('Popularity on Lichess: {popularity} (from −100 to 100).', {
                    popularity: formatNumber(puzzle.popularity),
                  })}
                </p>
              )}
              {over && (
                <div className="form-actions">
                  {phase === 'failed' && (
                    <>
                      <button
                        type="button"
                        className="button"
                        onClick={() => {
                          attempt.retry()
                          // "Retry" leaves with the end: the heading takes the focus, the Move box
                          // next after it.
                          heading.current?.focus()
                        }}
                      >
                        {t('Retry')}
                      </button>
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={attempt.showSolution}
                      >
                        {t('Show solution')}
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={phase === 'failed' ? 'button button-secondary' : 'button'}
                    onClick={onNext}
                  >
                    {t('Next puzzle')}
                  </button>
                  {userId && (
                    <button
                      type="button"
                      className="button button-secondary"
                      // Not `disabled`: the button keeps the focus once pressed.
                      aria-disabled={saveDrill.isPending || saveDrill.isSuccess}
                      onClick={() => {
                        if (!saveDrill.isPending && !saveDrill.isSuccess)
                          saveDrill.mutate(puzzle._id)
                      }}
                    >
                      {saveDrill.isSuccess ? t('Saved as drill') : t('Save as drill')}
                    </button>
                  )}
                </div>
              )}
            </div>
          ),
        })}
      </div>
      <p className="puzzle-address">
        <Link to={paths.puzzle.href(puzzle._id)}>{t('Link to this puzzle')}</Link>
      </p>
    </div>
  )
}
