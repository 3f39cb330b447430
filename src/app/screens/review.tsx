import { lazy, Suspense, useCallback, useState } from 'react'
import { PageLoader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useDueDrills } from '@/features/study/api/drills'
import { ReviewSession } from '@/features/study/components/review-session'
import { nextDrillIn } from '@/features/study/review-queue'
import { useVideos } from '@/features/videos/api/videos'
import { t } from '@/i18n/translate'
import './review.css'

// The board's code (chess.js, cm-chessboard) comes with the screen's first drill.
const BoardPanel = lazy(() => import('@/features/board/board-panel'))

/** `/review` (docs/product.md, "Drills: pause, solve, remember"). */
export default function ReviewRoute() {
  const userId = useCurrentUserId()
  return (
    <section className="review-page" aria-labelledby="review-heading">
      <PageTitle title={t('Review')} />
      <h1 id="review-heading">{t('Review')}</h1>
      {userId ? <Review userId={userId} /> : <LoginInvitation what={t('your drills')} />}
    </section>
  )
}

function Review({ userId }: { userId: string }) {
  const due = useDueDrills(userId)
  const videos = useVideos()
  // A session holds what one answer gave; a new one starts on the next answer.
  const [round, setRound] = useState(0)
  // Once a session has begun it stays, to its own end ("Nothing to review right now." with the
  // focus): the due drills read again after the last rating must not replace it (issue 35).
  const [inSession, setInSession] = useState(false)
  const { refetch } = due
  const readMore = useCallback(() => {
    void refetch().then(() => setRound((count) => count + 1))
  }, [refetch])
  if (due.isPending) return <PageLoader label={t('Loading your drills')} />
  if (due.isError)
    return (
      <QueryError message={t("Couldn't load your drills.")} onRetry={() => void due.refetch()} />
    )
  const { streak, dueCount, nextDueAt } = due.data
  if (dueCount > 0 && !inSession) setInSession(true)
  return (
    <>
      {streak > 0 && <p className="review-streak">{t('{streak}-day streak', { streak })}</p>}
      {dueCount === 0 && nextDueAt === null && !inSession ? (
        <div className="empty-state">
          <p>{t('No drills yet.')}</p>
          <p>
            {t(
              'On a video, add a note with a position on the board, then press "Make drill" on it and play the answer.',
            )}
          </p>
        </div>
      ) : dueCount === 0 && !inSession ? (
        <div className="review-done">
          <p role="status">{t('Nothing to review right now.')}</p>
          <p>{nextDrillIn(nextDueAt!, due.dataUpdatedAt)}</p>
        </div>
      ) : (
        <ReviewSession
          key={round}
          continued={round > 0}
          onMore={readMore}
          userId={userId}
          start={due.data}
          nextDueAt={nextDueAt}
          answeredAt={due.dataUpdatedAt}
          titleOf={(videoId) => videos.data?.find((video) => video._id === videoId)?.title}
          board={(props) => (
            <Suspense fallback={<div className="board-frame" aria-busy="true" />}>
              <BoardPanel {...props} />
            </Suspense>
          )}
        />
      )}
    </>
  )
}
