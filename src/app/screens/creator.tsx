import { useMemo } from 'react'
import { useParams } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { useVideos } from '@/features/videos/api/videos'
import { Monogram } from '@/features/videos/components/monogram'
import { VideoGrid } from '@/features/videos/components/video-grid'
import { creatorBySlug } from '@/features/videos/creators'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useProgressByVideo } from '@/features/study/api/progress'
import { t } from '@/i18n/translate'
import { LibraryVideoCard } from '../components/library-video-card'
import './creator.css'

/** A creator's page (docs/product.md, "Catalogue"): their name and every video of theirs. */
export default function CreatorRoute() {
  const { slug = '' } = useParams()
  const videos = useVideos()
  const progress = useProgressByVideo(useCurrentUserId())
  const creator = useMemo(
    () => videos.data && creatorBySlug(videos.data, slug),
    [videos.data, slug],
  )
  if (videos.isPending) return <PageLoader label={t('Loading videos')} />
  if (videos.isError)
    return (
      <QueryError message={t("Couldn't load the videos.")} onRetry={() => void videos.refetch()} />
    )
  if (!creator)
    return (
      <>
        <PageTitle title={t('Creator not found')} />
        <NotFound
          title={t('Creator not found')}
          message={t('No video of ours comes from this creator.')}
        />
      </>
    )
  const count = creator.videos.length
  return (
    <>
      <PageTitle title={creator.name} />
      <header className="creator-header">
        <Monogram name={creator.name} size={64} />
        <div>
          <h1>{creator.name}</h1>
          <p className="result-count">
            {t('{count, plural, one {{count} video} other {{count} videos}}', { count })}
          </p>
        </div>
      </header>
      <VideoGrid
        videos={creator.videos}
        label={t('Videos by {name}', { name: creator.name })}
        renderCard={(video, index) => (
          <LibraryVideoCard video={video} eager={index < 4} progress={progress.get(video._id)} />
        )}
      />
    </>
  )
}
