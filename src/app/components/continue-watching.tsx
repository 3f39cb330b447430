import { useMemo } from 'react'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useProgress } from '@/features/study/api/progress'
import { isUnfinished } from '@/features/study/progress'
import { useVideos } from '@/features/videos/api/videos'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { t } from '@/i18n/translate'
import { LibraryVideoCard } from './library-video-card'
import './shelves.css'

/**
 * "Continue watching" on / and Explore (docs/product.md, "Watch and study"): a logged-in user's
 * started, unfinished videos, most recently watched first. Nothing for a visitor or when none.
 */
export default function ContinueWatching() {
  const userId = useCurrentUserId()
  const progress = useProgress(userId)
  const catalogue = useVideos()
  const started = useMemo(
    () =>
      (progress.data ?? []).filter(isUnfinished).flatMap((entry) => {
        const video = catalogue.data?.find((candidate) => candidate._id === entry.videoId)
        return video ? [{ video, entry }] : []
      }),
    [progress.data, catalogue.data],
  )
  if (userId === null || started.length === 0) return null
  return (
    <section className="continue-watching" aria-labelledby="continue-watching">
      <h2 id="continue-watching">{t('Continue watching')}</h2>
      <VideoGrid
        videos={started.map(({ video }) => video)}
        label={t('Continue watching')}
        renderCard={(video, index) => (
          <LibraryVideoCard video={video} progress={started[index]?.entry} />
        )}
      />
    </section>
  )
}
