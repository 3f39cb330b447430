import { lazy, Suspense, useState } from 'react'
import { PageLoader } from '@/components/ui/loader'
import { notify } from '@/components/ui/toast'
import { downloadResults, useClassProgress } from '@/features/classes/api/classes'
import { ProgressTable, type MistakesAsked } from '@/features/classes/components/progress-table'
import { t } from '@/i18n/translate'
import type { ClassView } from '@/shared/entities'

// chess.js and the opening names come with the first "Mistakes" opened.
const MistakesDialog = lazy(() => import('./mistakes-dialog'))

/**
 * The coach's "Progress": each student's progress or score in each assignment, their
 * "Mistakes", and "Download results" (docs/product.md, "Homework that grades itself").
 */
export function ClassResults({ userId, view }: { userId: string; view: ClassView }) {
  const progress = useClassProgress(userId, view._id, true)
  const [asked, setAsked] = useState<MistakesAsked | null>(null)
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    if (downloading) return
    setDownloading(true)
    try {
      await downloadResults(view._id, view.name)
    } catch {
      notify.error(t("Couldn't download the results!"))
    } finally {
      setDownloading(false)
    }
  }
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading">{t('Progress')}</h2>
      {/* docs/decisions/020: what a coach's counts leave out, said where the counts are. */}
      <p className="muted">
        {t(
          'Counts only what each student did of an assignment after it was assigned and after they joined: videos watched and drills reviewed, the best round of a lesson guessed, the first puzzles tried. What they did before stays private.',
        )}
      </p>
      {progress.data ? (
        <>
          <ProgressTable
            assignments={view.assignments}
            progress={progress.data}
            onMistakes={setAsked}
          />
          {progress.data.students.length > 0 && view.assignments.length > 0 && (
            <p className="results-actions">
              <button
                type="button"
                className="button button-secondary"
                aria-disabled={downloading}
                onClick={() => void download()}
              >
                {t('Download results')}
              </button>
            </p>
          )}
        </>
      ) : (
        <PageLoader label={t('Loading progress')} />
      )}
      {asked && (
        <Suspense fallback={null}>
          <MistakesDialog
            userId={userId}
            classId={view._id}
            asked={asked}
            onClose={() => setAsked(null)}
          />
        </Suspense>
      )}
    </section>
  )
}
