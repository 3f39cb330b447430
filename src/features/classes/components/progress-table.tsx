import type { Assignment, ClassProgress } from '@/shared/entities'
import { progressText } from './assignment-list'
import '../classes.css'

type ProgressTableProps = { assignments: Assignment[]; progress: ClassProgress }

/** The coach's table: a row per student, a column per assignment (docs/product.md, "Classes"). */
export function ProgressTable({ assignments, progress }: ProgressTableProps) {
  if (progress.students.length === 0)
    return <p className="muted">No students yet: give them the join code.</p>
  if (assignments.length === 0)
    return <p className="muted">Assign a playlist to follow progress.</p>
  return (
    <div className="table-scroll">
      <table className="progress-table">
        <caption className="visually-hidden">Each student’s progress in each assignment</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            {assignments.map((assignment) => (
              <th key={assignment._id} scope="col">
                {assignment.title}
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
                return <td key={assignment._id}>{counts ? progressText(counts) : '–'}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
