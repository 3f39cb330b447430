import { PageTitle } from '@/components/ui/page-title'
import { Loader } from '@/components/ui/loader'
import { QueryError } from '@/components/ui/query-error'
import { useVideos } from '@/features/videos/api/get-videos'
import { CategoryChips } from '@/features/videos/components/category-chips'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { filterVideos } from '@/features/videos/filter-videos'
import { useExploreFilters } from '@/features/videos/use-explore-filters'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useRecordView } from '@/features/library/use-record-view'
import { LibraryVideoCard } from '../components/library-video-card'

export default function ExploreRoute() {
  const { filters, setFilters } = useExploreFilters()
  const videos = useVideos()
  const recordView = useRecordView(useCurrentUserId())
  const shown = videos.data ? filterVideos(videos.data, filters) : []
  return (
    <>
      <PageTitle title="Explore" />
      <h1 className="visually-hidden">Explore</h1>
      <CategoryChips
        selected={filters.category}
        onSelect={(category) => setFilters({ category })}
      />
      {videos.isPending && <Loader label="Loading videos" />}
      {videos.isError && (
        <QueryError message="Couldn't load the videos." onRetry={() => void videos.refetch()} />
      )}
      {videos.data && (
        <>
          <p className="result-count" role="status">
            {shown.length === 1 ? '1 video' : `${shown.length} videos`}
            {filters.query && ` matching “${filters.query}”`}
          </p>
          {shown.length > 0 ? (
            <VideoGrid
              videos={shown}
              label="Videos"
              renderCard={(video, index) => (
                <LibraryVideoCard video={video} onOpen={recordView} eager={index < 4} />
              )}
            />
          ) : (
            <div className="empty-state">
              <p>No videos match these filters.</p>
              <button
                type="button"
                className="button"
                onClick={() => setFilters({ query: '', category: 'All' })}
              >
                Clear filters
              </button>
            </div>
          )}
        </>
      )}
    </>
  )
}
