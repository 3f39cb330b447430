import { lazy, Suspense } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { paths } from '@/config/paths'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { usePuzzleThemes } from '@/features/puzzles/api'
import { PuzzleFilterForm } from '@/features/puzzles/components/puzzle-filter-form'
import { PuzzleSession } from '@/features/puzzles/components/puzzle-session'
import { filterOf, filterQuery } from '@/features/puzzles/puzzle-filter'
import { t } from '@/i18n/translate'
import '@/features/puzzles/puzzles.css'

// The board's code (chess.js, cm-chessboard) comes with the first puzzle.
const BoardPanel = lazy(() => import('@/features/board/board-panel'))
// Homework's status only on /puzzles opened from an assignment.
const HomeworkStatus = lazy(() =>
  import('@/features/classes/components/homework-status').then(({ HomeworkStatus }) => ({
    default: HomeworkStatus,
  })),
)

/**
 * `/puzzles` (docs/product.md, "Puzzles"): public; logged in, attempts are kept. `/puzzles/<id>`
 * (or `?id=`) opens one puzzle first.
 */
export default function PuzzlesRoute() {
  const [search] = useSearchParams()
  const { puzzleId } = useParams()
  const navigate = useNavigate()
  const userId = useCurrentUserId()
  const themes = usePuzzleThemes()
  const { started, ...filter } = filterOf(search)
  const firstId = puzzleId ?? search.get('id') ?? ''
  const assignmentId = search.get('assignment')
  return (
    <section className="puzzles-page" aria-labelledby="puzzles-heading">
      <PageTitle title={t('Puzzles')} />
      <h1 id="puzzles-heading">{t('Puzzles')}</h1>
      {userId && assignmentId && (
        <Suspense fallback={null}>
          <HomeworkStatus userId={userId} assignmentId={assignmentId} />
        </Suspense>
      )}
      {themes.isPending ? (
        <PageLoader label={t("Loading the puzzles' themes")} />
      ) : themes.isError ? (
        <QueryError
          message={t("Couldn't load the puzzles.")}
          onRetry={() => void themes.refetch()}
        />
      ) : (
        <PuzzleFilterForm
          themes={themes.data}
          filter={filter}
          onStart={(chosen) => navigate(`${paths.puzzles.href()}?${filterQuery(chosen)}`)}
        />
      )}
      {(started || firstId) && (
        <PuzzleSession
          key={`${filterQuery(filter)} ${firstId}`}
          filter={filter}
          userId={userId}
          firstId={firstId}
          board={(props) => (
            <Suspense fallback={<div className="board-frame" aria-busy="true" />}>
              <BoardPanel {...props} />
            </Suspense>
          )}
        />
      )}
    </section>
  )
}
