import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatDate } from '@/i18n/format'
import { assignmentTitle } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import type { Assignment, AssignmentProgress } from '@/shared/entities'
import { filterQuery } from '@/shared/puzzle-address'
import { isDifficulty } from '@/shared/puzzle-themes'
import '../classes.css'

type AssignmentItem = Assignment & { progress?: AssignmentProgress; className?: string }

/** "Due December 1, 2026": the day as the coach chose it, whatever the learner's time zone. */
export const dueText = (due: string) =>
  t('Due {date}', {
    date: formatDate(new Date(`${due}T00:00:00Z`), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  })

/**
 * A student's progress in an assignment as words: "1 of 2 watched · 1 drill reviewed", "18 of 23
 * guessed", "7 of 10 solved first try" for the coach and "3 of 10 done" for the student.
 */
export function progressText(
  kind: Assignment['kind'],
  { watched = 0, total, drillsReviewed = 0, right = 0, done = 0 }: AssignmentProgress,
  reader: 'coach' | 'student' = 'coach',
) {
  if (kind === 'playlist')
    return t(
      '{watched} of {total} watched · {reviewed, plural, one {{reviewed} drill} other {{reviewed} drills}} reviewed',
      { watched, total, reviewed: drillsReviewed },
    )
  if (kind === 'guess')
    return done ? t('{right} of {total} guessed', { right, total }) : t('Not guessed yet')
  const solved = t('{right} of {total} solved first try', { right, total })
  const tried = t('{done} of {total} done', { done, total })
  if (reader === 'student')
    return done
      ? t('{done} of {total} done · {right} solved first try', { done, total, right })
      : tried
  return done < total ? `${solved} · ${tried}` : solved
}

/** Where a student does an assignment: the video guessing as the side, or /puzzles filtered. */
export function startOf(assignment: Assignment): string | null {
  const { kind, videos, side, themes = [], difficulty = 'any', _id } = assignment
  if (kind === 'guess' && videos[0] && side)
    return `${paths.singleVideo.href(videos[0]._id)}?guess=${side}`
  if (kind !== 'puzzles') return null
  const filter = filterQuery({ themes, difficulty: isDifficulty(difficulty) ? difficulty : 'any' })
  return `${paths.puzzles.href()}?${filter}&assignment=${encodeURIComponent(_id)}`
}

type AssignmentListProps = {
  assignments: AssignmentItem[]
  /** Whether the student watched a video (their own progress, composed by the screen). */
  watched?: (videoId: string) => boolean
}

/**
 * A student's assignments: a playlist's videos (those watched said so), or "Start" for a lesson
 * to guess or puzzles; each with their progress.
 */
export function AssignmentList({ assignments, watched = () => false }: AssignmentListProps) {
  if (assignments.length === 0) return <p className="muted">{t('No assignments yet.')}</p>
  return (
    <ul className="assignment-list">
      {assignments.map((assignment) => {
        const { _id, kind, due, videos, progress, className } = assignment
        const title = assignmentTitle(assignment)
        const start = startOf(assignment)
        return (
          <li key={_id} className="assignment">
            <h3>{title}</h3>
            <p className="category-label">
              {[className, due && dueText(due)].filter(Boolean).join(' · ')}
            </p>
            {progress && (
              <p className="assignment-progress">{progressText(kind, progress, 'student')}</p>
            )}
            {start ? (
              <Link className="button" to={start} aria-label={t('Start {title}', { title })}>
                {t('Start')}
              </Link>
            ) : (
              <ol aria-label={t('Videos of {title}', { title })}>
                {videos.map((video) => (
                  <li key={video._id}>
                    <Link to={paths.singleVideo.href(video._id)}>{video.title}</Link>
                    {watched(video._id) && <span className="watched-mark"> · {t('Watched')}</span>}
                  </li>
                ))}
              </ol>
            )}
          </li>
        )
      })}
    </ul>
  )
}
