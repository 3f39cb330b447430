import { useEffect, useState } from 'react'
import { Chess } from 'chess.js'
import { MistakeExplained } from '@/components/engine/mistake-explained'
import { t } from '@/i18n/translate'
import { pageSearch } from '@/lib/page-engine'
import type { SearchResult } from '@/shared/engine-judge'
import { reviewCounts, reviewGame, type JudgedMove, type MoveJudgement } from '@/shared/game-review'
import { firstPlyOf, lessonMoveLabel } from '@/shared/move-numbers'
import { sideWords } from '../game-words'

type GameReviewProps = {
  startFen: string
  moves: readonly string[]
  /** The learner's side: "Learn from your mistakes" is about their moves. */
  side: 'white' | 'black'
  /** Shows a position on the board: the moves played from the game's start to reach it. */
  onShow: (moves: string[]) => void
}

type Review =
  | { state: 'searching'; done: number; of: number }
  | { state: 'done'; judged: JudgedMove[] }
  | { state: 'failed' }

/**
 * Each position of the game once, with the page's judge (one search at a time, in order). The
 * review's component is made for one game (/analysis makes a new one for a new address).
 */
function useReview(startFen: string, moves: readonly string[]): Review {
  const key = `${startFen} ${moves.join(' ')}`
  const [review, setReview] = useState<Review>(() => ({
    state: 'searching',
    done: 0,
    of: moves.length + 1,
  }))
  useEffect(() => {
    let current = true
    const board = new Chess(startFen)
    const positions = [board.fen(), ...moves.map((san) => (board.move(san), board.fen()))]
    void (async () => {
      const searches: SearchResult[] = []
      try {
        for (const fen of positions) {
          searches.push(await pageSearch()(fen))
          if (!current) return
          setReview({ state: 'searching', done: searches.length, of: positions.length })
        }
        setReview({ state: 'done', judged: reviewGame(startFen, moves, searches) })
      } catch {
        if (current) setReview({ state: 'failed' })
      }
    })()
    return () => {
      current = false
    }
    // The game, by its moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return review
}

const judgementWords = (judgement: MoveJudgement) =>
  ({ inaccuracy: t('Inaccuracy'), mistake: t('Mistake'), blunder: t('Blunder') })[judgement]

/**
 * A game's engine review on /analysis (docs/product.md, "Play it out against the engine"): each
 * side's inaccuracies, mistakes and blunders, counted as Lichess counts them, and "Learn from
 * your mistakes" for the learner's.
 */
export function GameReview({ startFen, moves, side, onShow }: GameReviewProps) {
  const review = useReview(startFen, moves)
  const colors = ['white', 'black'] as const
  return (
    <section className="game-review" aria-labelledby="game-review-heading">
      <h2 id="game-review-heading">{t('Engine review')}</h2>
      {review.state === 'searching' && (
        <label className="game-review-progress">
          {t('Reviewing the game: {done} of {of} positions', review)}{' '}
          <progress max={review.of} value={review.done} />
        </label>
      )}
      {review.state === 'failed' && (
        <p role="alert" className="form-error">
          {t('The engine could not start here.')}
        </p>
      )}
      <div role="status">
        {review.state === 'done' && (
          <ul className="game-review-counts" aria-label={t('Engine review')}>
            {colors.map((color) => {
              const { inaccuracies, mistakes, blunders } = reviewCounts(review.judged, color)
              const name =
                color === side ? t('{side} (you)', { side: sideWords(color) }) : sideWords(color)
              return (
                <li key={color}>
                  {t(
                    '{name}: {inaccuracies, plural, one {# inaccuracy} other {# inaccuracies}}, {mistakes, plural, one {# mistake} other {# mistakes}}, {blunders, plural, one {# blunder} other {# blunders}}',
                    { name, inaccuracies, mistakes, blunders },
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </div>
      {review.state === 'done' && (
        <LearnFromGame
          judged={review.judged.filter((move) => move.color === side)}
          {...{ startFen, moves, onShow }}
        />
      )}
    </section>
  )
}

function LearnFromGame({
  judged,
  startFen,
  moves,
  onShow,
}: Omit<GameReviewProps, 'side'> & { judged: JudgedMove[] }) {
  return (
    <section aria-labelledby="learn-from-game-heading">
      <h3 id="learn-from-game-heading">{t('Learn from your mistakes')}</h3>
      {judged.length === 0 ? (
        <p>{t('No inaccuracy, mistake or blunder of yours: well played.')}</p>
      ) : (
        <ol className="learn-from-game">
          {judged.map(({ index, fen, judgement, verdict }) => (
            <li key={index}>
              <p>
                <strong>{lessonMoveLabel(firstPlyOf(startFen) + index, moves[index]!)}</strong>{' '}
                {judgementWords(judgement)}
              </p>
              <MistakeExplained
                fen={fen}
                verdict={verdict}
                onShow={(line) => onShow([...moves.slice(0, index), ...line])}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
