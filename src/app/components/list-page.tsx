import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import { Loader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { paths } from '@/config/paths'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useProgressByVideo } from '@/features/study/api/progress'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import { LibraryVideoCard } from './library-video-card'

type ListPageProps = {
  title: string
  /** The loader's label while the list loads, e.g. "Loading liked videos". */
  loadingLabel: string
  /** The list could not be read, e.g. "Couldn't load liked videos." */
  errorMessage: string
  list: Pick<UseQueryResult<Video[]>, 'data' | 'isLoading' | 'isError' | 'refetch'>
  emptyMessage: string
  /** What a visitor is invited to log in to see, e.g. "your liked videos". */
  loginToSee: string
  /** The page's own control per card ("Remove from …"). */
  removeControl: (video: Video) => ReactNode
  headerAction?: ReactNode
  order?: (videos: Video[]) => Video[]
}

export const ExploreVideosLink = () => (
  <Link to={paths.explore.href()} className="button">
    {t('Explore videos')}
  </Link>
)

/** Liked, Watch later and History: a heading, a loader, the empty state or the cards. */
export function ListPage({
  title,
  loadingLabel,
  errorMessage,
  list,
  emptyMessage,
  loginToSee,
  removeControl,
  headerAction,
  order = (v) => v,
}: ListPageProps) {
  const userId = useCurrentUserId()
  const videos = list.data ?? []
  const progress = useProgressByVideo(userId)
  return (
    <>
      <PageTitle title={title} />
      <div className="page-head">
        <h1>{title}</h1>
        {videos.length > 0 && headerAction}
      </div>
      {!userId && <LoginInvitation what={loginToSee} />}
      {list.isLoading && <Loader label={loadingLabel} />}
      {list.isError && <QueryError message={errorMessage} onRetry={() => void list.refetch()} />}
      {userId && !list.isLoading && !list.isError && videos.length === 0 && (
        <EmptyState message={emptyMessage} action={<ExploreVideosLink />} />
      )}
      {videos.length > 0 && (
        <VideoGrid
          videos={order(videos)}
          label={title}
          renderCard={(video) => (
            <LibraryVideoCard
              video={video}
              progress={progress.get(video._id)}
              cornerActions={removeControl(video)}
            />
          )}
        />
      )}
    </>
  )
}
