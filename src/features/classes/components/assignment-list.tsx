import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { Assignment, AssignmentProgress } from '@/shared/entities'
import '../classes.css'

type AssignmentItem = Assignment & { progress?: AssignmentProgress; className?: string }

/** "Due December 1, 2026": the day as the coach chose it, whatever the learner's time zone. */
export const dueText = (due: string) =>
  `Due ${new Date(`${due}T00:00:00Z`).toLocaleDateString('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })}`

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** "1 of 2 watched · 1 drill reviewed". */
export const progressText = ({ watched, total, drillsReviewed }: AssignmentProgress) =>
  `${watched} of ${total} watched · ${plural(drillsReviewed, 'drill')} reviewed`

type AssignmentListProps = {
  assignments: AssignmentItem[]
  /** Whether the student watched a video (their own progress, composed by the screen). */
  watched?: (videoId: string) => boolean
}

/** A student's assignments, each with its videos (those watched said so) and their progress. */
export function AssignmentList({ assignments, watched = () => false }: AssignmentListProps) {
  if (assignments.length === 0) return <p className="muted">No assignments yet.</p>
  return (
    <ul className="assignment-list">
      {assignments.map(({ _id, title, due, videos, progress, className }) => (
        <li key={_id} className="assignment">
          <h3>{title}</h3>
          <p className="category-label">
            {[className, due && dueText(due)].filter(Boolean).join(' · ')}
          </p>
          {progress && <p className="assignment-progress">{progressText(progress)}</p>}
          <ol aria-label={`Videos of ${title}`}>
            {videos.map((video) => (
              <li key={video._id}>
                <Link to={paths.singleVideo.href(video._id)}>{video.title}</Link>
                {watched(video._id) && <span className="watched-mark"> · Watched</span>}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  )
}
