import { notify } from '@/components/ui/toast'
import { assignmentTitle } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import type { Assignment } from '@/shared/entities'
import { useUnassign } from '../api/classes'
import { dueText } from './assignment-list'
import '../classes.css'

type CoachAssignmentsProps = { userId: string; classId: string; assignments: Assignment[] }

/** The class's assignments for its coach, each with "Unassign" (a playlist stays theirs). */
export function CoachAssignments({ userId, classId, assignments }: CoachAssignmentsProps) {
  const unassign = useUnassign(userId, classId)
  if (assignments.length === 0) return <p className="muted">{t('No assignments yet.')}</p>
  return (
    <ul className="class-list">
      {assignments.map((assignment) => {
        const { _id, kind, due, videos } = assignment
        const title = assignmentTitle(assignment)
        return (
          <li key={_id}>
            <span>
              <strong>{title}</strong>{' '}
              <span className="muted">
                {[
                  kind === 'playlist' &&
                    t('{count, plural, one {{count} video} other {{count} videos}}', {
                      count: videos.length,
                    }),
                  due && dueText(due),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('Unassign {title}', { title })}
              disabled={unassign.isPending}
              onClick={() =>
                unassign.mutate(_id, {
                  onSuccess: () => notify.success(t('“{title}” unassigned', { title })),
                  onError: () => notify.error(t("Couldn't unassign “{title}”!", { title })),
                })
              }
            >
              {t('Unassign')}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
