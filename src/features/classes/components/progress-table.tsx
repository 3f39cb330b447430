import { assignmentTitle } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import type { Assignment, AssignmentProgress, ClassProgress } from '@/shared/entities'
import { progressText } from './assignment-list'
import '../classes.css'

export type MistakesAsked = { student: { _id: string; name: string }; assignment: Assignment }

type ProgressTableProps = {
  assignments: Assignment[]
  progress: ClassProgress
  /** "Mistakes of <name>": the screen shows them. */
  onMistakes: (asked: MistakesAsked) => void
}

/** Whether a student missed a guess or failed a puzzle of the assignment. */
const hasMistakes = (
  kind: Assignment['kind'],
  { right = 0, total, done = 0 }: AssignmentProgress,
) => (kind === 'guess' && done > 0 && right < total) || (kind === 'puzzles' && done > right)

/**
 * The coach's table (docs/product.md, "Classes" and "Homework that grades itself"): a row per
 * student, a column per assignment, each cell the student's progress or score, and "Mistakes".
 */
export function ProgressTable({ assignments, progress, onMistakes }: ProgressTableProps) {
  if (progress.students.length === 0)
    return <p className="muted">{t('No students yet: give them the join code.')}</p>
  if (assignments.length === 0)
    return <p className="muted">{t('Assign work to follow progress.')}</p>
  return (
    <div className="table-scroll">
      <table className="progress-table">
        <caption className="visually-hidden">
          {t('Each student’s progress in each assignment')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Student')}</th>
            {assignments.map((assignment) => (
              <th key={assignment._id} scope="col">
                {assignmentTitle(assignment)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.students.map((student) => (
            <tr key={student._id}>
              <th scope="row">{student.name}</th>
              {assignments.map((assignment) => {
                const counts = student.assignments.find((a) => a.assignmentId === assignment._id)
                return (
                  <td key={assignment._id}>
                    {counts ? progressText(assignment.kind, counts) : '–'}
                    {counts && hasMistakes(assignment.kind, counts) && (
                      <button
                        type="button"
                        className="button button-secondary mistakes-button"
                        // Named with its assignment: a row's buttons are told apart (issue 59).
                        aria-label={t('Mistakes of {name} in “{title}”', {
                          name: student.name,
                          title: assignmentTitle(assignment),
                        })}
                        onClick={() => onMistakes({ student, assignment })}
                      >
                        {t('Mistakes')}
                      </button>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
