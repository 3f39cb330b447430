import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { PageTitle } from '@/components/ui/page-title'
import { t } from '@/i18n/translate'
import { useRunning } from '@/lib/use-running'
import { START_FEN } from '@/shared/board-game'

// The board's code (chess.js, cm-chessboard) comes after the page's first paint.
const PlayBoard = lazy(() => import('../components/play-board'))

/**
 * `/play` (docs/product.md, "Play it out against the engine"): a game against Stockfish from the
 * position of `?fen=` (a board's "Play against the engine from here"), or from the start. Public;
 * logged in, each finished game is kept in "Your games".
 */
export default function PlayRoute() {
  const [search] = useSearchParams()
  const startFen = search.get('fen')?.trim() || START_FEN
  const running = useRunning()
  const loading = <PageLoader label={t('Loading the board')} />
  return (
    <section className="play-page" aria-labelledby="play-heading">
      <PageTitle title={t('Play against the engine')} />
      <h1 id="play-heading">{t('Play against the engine')}</h1>
      {running ? (
        <Suspense fallback={loading}>
          <PlayBoard key={startFen} startFen={startFen} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
