import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { PageTitle } from '@/components/ui/page-title'
import { t } from '@/i18n/translate'
import { useRunning } from '@/lib/use-running'
import { START_FEN } from '@/shared/board-game'

// The board's code (chess.js, cm-chessboard) comes after the page's first paint.
const AnalysisBoard = lazy(() => import('../components/analysis-board'))

/**
 * `/analysis` (docs/product.md, "An engine on every board"): the position of `?fen=` with the
 * moves of `?moves=` played from it, the analysis on, the moves played there as a tree, "Copy PGN"
 * and "Copy FEN". Public; a position that is not legal is said by the board, which shows the
 * initial position instead.
 */
export default function AnalysisRoute() {
  const [search] = useSearchParams()
  const startFen = search.get('fen')?.trim() || START_FEN
  const moves = (search.get('moves') ?? '').split(/\s+/).filter(Boolean)
  const side = search.get('review')
  const review = side === 'white' || side === 'black' ? side : undefined
  // The prerendered page is its shell: the position is the address's, read as the page runs.
  // (false while it is prerendered and hydrated, true once it runs).
  const running = useRunning()
  const loading = <PageLoader label={t('Loading the board')} />
  return (
    <section className="analysis-page" aria-labelledby="analysis-heading">
      <PageTitle title={t('Analysis')} />
      <h1 id="analysis-heading">{t('Analysis')}</h1>
      {running ? (
        <Suspense fallback={loading}>
          {/* A new address is a new analysis: the board and its tree start from it. */}
          <AnalysisBoard key={search.toString()} game={{ startFen, moves }} review={review} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
