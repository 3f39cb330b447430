import { assignmentTitle } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import { useAssignments } from '../api/classes'
import { progressText } from './assignment-list'
import '../classes.css'

/**
 * On /puzzles opened from an assignment: "10 puzzles: Fork · 3 of 10 done", kept up to date as
 * the student tries each (docs/product.md, "Homework that grades itself").
 */
export function HomeworkStatus({ userId, assignmentId }: { userId: string; assignmentId: string }) {
  const assignments = useAssignments(userId)
  const assignment = assignments.data?.find(({ _id }) => _id === assignmentId)
  if (!assignment || assignment.kind !== 'puzzles') return null
  const { done = 0, total } = assignment.progress
  return (
    <p className="homework-status" role="status">
      <strong>{t('Homework:')}</strong> {assignmentTitle(assignment)} ·{' '}
      {progressText('puzzles', assignment.progress, 'student')}
      {done >= total && ` · ${t('All done!')}`}
    </p>
  )
}
