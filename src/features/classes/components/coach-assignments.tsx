import { notify } from '@/components/ui/toast'
import type { Assignment } from '@/shared/entities'
import { useUnassign } from '../api/classes'
import { dueText, plural } from './assignment-list'
import '../classes.css'

type CoachAssignmentsProps = { userId: string; classId: string; assignments: Assignment[] }

/** The class's assignments for its coach, each with "Unassign" (a playlist stays theirs). */
export function CoachAssignments({ userId, classId, assignments }: CoachAssignmentsProps) {
  const unassign = useUnassign(userId, classId)
  if (assignments.length === 0) return <p className="muted">No assignments yet.</p>
  return (
    <ul className="class-list">
      {assignments.map(({ _id, kind, title, due, videos }) => (
        <li key={_id}>
          <span>
            <strong>{title}</strong>{' '}
            <span className="muted">
              {[kind === 'playlist' && plural(videos.length, 'video'), due && dueText(due)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Unassign ${title}`}
            disabled={unassign.isPending}
            onClick={() =>
              unassign.mutate(_id, {
                onSuccess: () => notify.success(`“${title}” unassigned`),
                onError: () => notify.error(`Couldn't unassign “${title}”!`),
              })
            }
          >
            Unassign
          </button>
        </li>
      ))}
    </ul>
  )
}
