import { useParams } from 'react-router'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageLoader } from '@/components/ui/loader'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { useAuth } from '@/features/auth/auth-context'
import { useLesson } from '@/features/lessons/api/lesson'
import { useVideo } from '@/features/videos/api/videos'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { LessonEditor } from '../components/lesson-editor'
import { useCurator } from '../components/use-curator'
import './studio.css'

/** `/studio/lesson/<videoId>` (docs/product.md, "Lessons"): a curator records a video's lesson. */
export default function LessonEditorRoute() {
  const { videoId = '' } = useParams()
  const { session } = useAuth()
  const curator = useCurator()
  const video = useVideo(videoId)
  const lesson = useLesson(videoId)
  const title = video.data ? t('Lesson: {title}', { title: video.data.title }) : t('Lesson')
  if (curator !== 'yes')
    return (
      <section className="studio-page">
        <PageTitle title={title} />
        <h1>{title}</h1>
        {curator === 'asking' ? (
          <PageLoader label={t('Loading the studio')} />
        ) : (
          <>
            <p>{t('Only curators can edit lessons.')}</p>
            {!session && <LoginInvitation what={t('the studio')} />}
          </>
        )}
      </section>
    )
  if (video.isError && video.error instanceof ApiError && video.error.status === 404)
    return (
      <>
        <PageTitle title={t('Video not found')} />
        <NotFound
          title={t('Video not found')}
          message={t('This video does not exist or was removed.')}
        />
      </>
    )
  if (video.isError || lesson.isError)
    return (
      <QueryError
        message={t("Couldn't load this lesson.")}
        onRetry={() => void Promise.all([video.refetch(), lesson.refetch()])}
      />
    )
  if (video.isPending || lesson.isPending) return <PageLoader label={t('Loading the lesson')} />
  return (
    <section className="studio-page" aria-labelledby="lesson-heading">
      <PageTitle title={title} />
      <h1 id="lesson-heading">{title}</h1>
      <LessonEditor key={videoId} video={video.data} saved={lesson.data} />
    </section>
  )
}
