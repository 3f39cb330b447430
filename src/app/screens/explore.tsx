import { useMemo } from 'react'
import type { Video } from '@/shared/entities'
import { PageTitle } from '@/components/ui/page-title'
import { Loader } from '@/components/ui/loader'
import { QueryError } from '@/components/ui/query-error'
import { useCategories, useVideos } from '@/features/videos/api/videos'
import { CategoryChips } from '@/features/videos/components/category-chips'
import { LevelFilter } from '@/features/videos/components/level-filter'
import { TopicFilter } from '@/features/videos/components/topic-filter'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { exploreView, hasFilters, NO_FILTERS, toggleTopic } from '@/features/videos/filter-videos'
import { useExploreFilters } from '@/features/videos/use-explore-filters'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useProgressByVideo } from '@/features/study/api/progress'
import { t } from '@/i18n/translate'
import ContinueWatching from '../components/continue-watching'
import { LibraryVideoCard } from '../components/library-video-card'
import './explore.css'

export default function ExploreRoute() {
  const { filters: requested, setFilters } = useExploreFilters()
  const videos = useVideos()
  const categories = useCategories().data
  const progress = useProgressByVideo(useCurrentUserId())
  const view = useMemo(
    () => (videos.data ? exploreView(videos.data, requested, categories) : undefined),
    [videos.data, requested, categories],
  )
  const filters = view?.filters ?? requested
  const found = view ? view.shown.length + view.also.length : 0
  const card = (video: Video, index: number) => (
    <LibraryVideoCard video={video} eager={index < 4} progress={progress.get(video._id)} />
  )
  return (
    <>
      <PageTitle title={t('Explore')} />
      <h1 className="visually-hidden">{t('Explore')}</h1>
      <ContinueWatching />
      <div className="explore-filters">
        <CategoryChips
          categories={categories ?? []}
          selected={filters.category}
          onSelect={(category) => setFilters({ category })}
        />
        <LevelFilter selected={filters.level} onSelect={(level) => setFilters({ level })} />
        {view && (
          <TopicFilter
            topics={view.topics}
            onToggle={(tag) => setFilters({ tags: toggleTopic(filters.tags, tag) })}
          />
        )}
      </div>
      {videos.isPending && <Loader label={t('Loading videos')} />}
      {videos.isError && (
        <QueryError
          message={t("Couldn't load the videos.")}
          onRetry={() => void videos.refetch()}
        />
      )}
      {view && (
        <>
          <div className="result-bar">
            <p className="result-count" role="status">
              {/* Every video found, "Also about" too (issue 35). */}
              {filters.query
                ? t(
                    '{count, plural, one {{count} video matching “{query}”} other {{count} videos matching “{query}”}}',
                    { count: found, query: filters.query },
                  )
                : t('{count, plural, one {{count} video} other {{count} videos}}', {
                    count: found,
                  })}
            </p>
            {hasFilters(filters) && (
              <button type="button" className="button" onClick={() => setFilters(NO_FILTERS)}>
                {t('Clear filters')}
              </button>
            )}
          </div>
          {view.shown.length > 0 && (
            <VideoGrid videos={view.shown} label={t('Videos')} renderCard={card} />
          )}
          {view.shown.length === 0 && view.also.length === 0 && (
            <div className="empty-state">
              <p>{t('No videos match these filters.')}</p>
            </div>
          )}
          {view.also.length > 0 && (
            <section className="also-about" aria-labelledby="also-about-heading">
              <h2 id="also-about-heading">
                {t('Also about {query}', { query: filters.query.trim() })}
              </h2>
              <VideoGrid
                videos={view.also}
                label={t('Also about {query}', { query: filters.query.trim() })}
                renderCard={(video, index) => card(video, view.shown.length + index)}
              />
            </section>
          )}
        </>
      )}
    </>
  )
}
