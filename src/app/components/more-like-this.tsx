import { memo, useMemo } from 'react'
import { useVideos } from '@/features/videos/api/videos'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { moreLikeThis } from '@/features/videos/more-like-this'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useProgressByVideo } from '@/features/study/api/progress'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import { LibraryVideoCard } from './library-video-card'
import './shelves.css'

/**
 * "More like this" under a video (docs/product.md, "Catalogue"); nothing when none is alike.
 * Drawn again only when its video or its own queries change, not with each of the video page's
 * (its cards were a long task of every answer the page received; docs/performance.md).
 */
export const MoreLikeThis = memo(function MoreLikeThis({ video }: { video: Video }) {
  const catalogue = useVideos()
  const progress = useProgressByVideo(useCurrentUserId())
  const alike = useMemo(
    () => (catalogue.data ? moreLikeThis(video, catalogue.data) : []),
    [video, catalogue.data],
  )
  if (alike.length === 0) return null
  return (
    <section className="more-like-this" aria-labelledby="more-like-this">
      <h2 id="more-like-this">{t('More like this')}</h2>
      <VideoGrid
        videos={alike}
        label={t('More like this')}
        renderCard={(other) => (
          <LibraryVideoCard video={other} progress={progress.get(other._id)} />
        )}
      />
    </section>
  )
})
