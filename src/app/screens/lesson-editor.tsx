import { useParams } from 'react-router'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageLoader } from '@/components/ui/loader'
import { NotFound } from '@/components/ui/not-found'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { useAuth } from '@/features/auth/auth-context'
import { useLesson } from '@/features/lessons/api/lesson'
import { useVideo } from '@/features/videos/api/catalogue'
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
  const title = video.data ? `Lesson: ${video.data.title}` : 'Lesson'
  if (curator !== 'yes')
    return (
      <section className="studio-page">
        <PageTitle title={title} />
        <h1>{title}</h1>
        {curator === 'asking' ? (
          <PageLoader label="Loading the studio" />
        ) : (
          <>
            <p>Only curators can edit lessons.</p>
            {!session && <LoginInvitation what="the studio" />}
          </>
        )}
      </section>
    )
  if (video.isError && video.error instanceof ApiError && video.error.status === 404)
    return (
      <>
        <PageTitle title="Video not found" />
        <NotFound title="Video not found" message="This video does not exist or was removed." />
      </>
    )
  if (video.isError || lesson.isError)
    return (
      <QueryError
        message="Couldn't load this lesson."
        onRetry={() => void Promise.all([video.refetch(), lesson.refetch()])}
      />
    )
  if (video.isPending || lesson.isPending) return <PageLoader label="Loading the lesson" />
  return (
    <section className="studio-page" aria-labelledby="lesson-heading">
      <PageTitle title={title} />
      <h1 id="lesson-heading">{title}</h1>
      <LessonEditor key={videoId} video={video.data} saved={lesson.data} />
    </section>
  )
}
