import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PageLoader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { notify } from '@/components/ui/toast'
import { useAuth } from '@/features/auth/auth-context'
import { removeVideo, useCatalogueChanged } from '@/features/studio/api/videos'
import { CatalogueTable } from '@/features/studio/components/catalogue-table'
import { useLessonSizes } from '@/features/lessons/api/lesson'
import { paths } from '@/config/paths'
import { ImportPuzzles } from '@/features/studio/components/import-puzzles'
import { ImportVideos } from '@/features/studio/components/import-videos'
import { VideoForm } from '@/features/studio/components/video-form'
import { useCategories, useVideos } from '@/features/videos/api/videos'
import { VideoCard } from '@/features/videos/components/video-card'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import type { Video } from '@/shared/entities'
import { useCurator } from '../components/use-curator'
import './studio.css'

/** `/studio` (docs/product.md, "Curators grow the catalogue"): curators add, edit and remove. */
export default function StudioRoute() {
  const { session } = useAuth()
  const curator = useCurator()
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <PageTitle title={t('Studio')} />
      <h1 id="studio-heading">{t('Studio')}</h1>
      {curator === 'yes' ? (
        <Studio />
      ) : curator === 'asking' ? (
        <PageLoader label={t('Loading the studio')} />
      ) : (
        <>
          <p>{t('Only curators can add videos.')}</p>
          {!session && <LoginInvitation what={t('the studio')} />}
        </>
      )}
    </section>
  )
}

function Studio() {
  const videos = useVideos()
  const categories = useCategories()
  const catalogueChanged = useCatalogueChanged()
  const lessons = useLessonSizes(true)
  const [editing, setEditing] = useState<Video | undefined>()
  const [removing, setRemoving] = useState<Video | null>(null)

  if (videos.isPending || categories.isPending)
    return <PageLoader label={t('Loading the catalogue')} />
  if (videos.isError || categories.isError)
    return (
      <QueryError
        message={t("Couldn't load the catalogue.")}
        onRetry={() => void Promise.all([videos.refetch(), categories.refetch()])}
      />
    )

  const remove = async (video: Video) => {
    try {
      await removeVideo(video._id)
      catalogueChanged()
      if (editing?._id === video._id) setEditing(undefined)
      notify.success(t('Removed “{title}” from the catalogue', { title: video.title }))
    } catch (failure) {
      notify.error(failure instanceof ApiError ? failure.message : t("Couldn't remove the video!"))
    }
  }

  return (
    <>
      <VideoForm
        key={editing?._id ?? 'new'}
        categories={categories.data.map((category) => category.categoryName)}
        editing={editing}
        onDone={() => setEditing(undefined)}
        preview={(video) => <VideoCard video={video} />}
      />
      <ImportVideos />
      <ImportPuzzles />
      <CatalogueTable
        videos={videos.data}
        lessonOf={(videoId) => {
          if (!lessons.data) return undefined
          const plies = lessons.data.find((lesson) => lesson.videoId === videoId)?.plyCount
          return plies ? movesInWords(plies) : t('None')
        }}
        lessonHref={paths.lessonEditor.href}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      {removing && (
        <ConfirmDialog
          title={t('Remove from catalogue?')}
          message={t(
            '“{title}” leaves Explore, search and every browse view. Learners who saved it keep it in their lists, notes and drills, marked as no longer in the catalogue.',
            { title: removing.title },
          )}
          confirmLabel={t('Remove')}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  )
}

/** A lesson's length as a game's is said: its moves of both sides counted in pairs. */
const movesInWords = (plies: number) =>
  t('{count, plural, one {{count} move} other {{count} moves}}', { count: Math.ceil(plies / 2) })
