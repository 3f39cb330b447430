import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { EmptyState } from '@/components/ui/empty-state'
import { Loader } from '@/components/ui/loader'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { VideoGrid } from '@/features/videos/components/video-grid'
import type { Video } from '@/types/api'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useRecordView } from '@/features/library/use-record-view'
import { LibraryVideoCard } from './library-video-card'

type ListPageProps = {
  title: string
  list: Pick<UseQueryResult<Video[]>, 'data' | 'isLoading' | 'isError' | 'refetch'>
  emptyMessage: string
  emptyAction?: ReactNode
  /** The page's own control per card ("Remove from …"). */
  removeControl: (video: Video) => ReactNode
  headerAction?: ReactNode
  order?: (videos: Video[]) => Video[]
}

/** Liked, Watch later and History: a heading, a loader, the empty state or the cards. */
export function ListPage({
  title,
  list,
  emptyMessage,
  emptyAction,
  removeControl,
  headerAction,
  order = (v) => v,
}: ListPageProps) {
  const videos = list.data ?? []
  const recordView = useRecordView(useCurrentUserId())
  return (
    <>
      <PageTitle title={title} />
      <div className="page-head">
        <h1>{title}</h1>
        {videos.length > 0 && headerAction}
      </div>
      {list.isLoading && <Loader label={`Loading ${title.toLowerCase()}`} />}
      {list.isError && (
        <QueryError
          message={`Couldn't load ${title.toLowerCase()}.`}
          onRetry={() => void list.refetch()}
        />
      )}
      {!list.isLoading && !list.isError && videos.length === 0 && (
        <EmptyState message={emptyMessage} action={emptyAction} />
      )}
      {videos.length > 0 && (
        <VideoGrid
          videos={order(videos)}
          label={title}
          renderCard={(video) => (
            <LibraryVideoCard
              video={video}
              onOpen={recordView}
              extraAction={removeControl(video)}
            />
          )}
        />
      )}
    </>
  )
}
