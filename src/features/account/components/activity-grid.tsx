import { t } from '@/i18n/translate'
import type { ProfileAnswer } from '@/shared/entities'
import '../account.css'

type Day = ProfileAnswer['activity'][number]

const CELL = 14
const GAP = 3
const STEP = CELL + GAP

/** How dark a day is: none, then quartiles of the busiest day's count. */
const levelOf = (count: number, busiest: number) =>
  count === 0 ? 0 : Math.min(4, Math.ceil((4 * count) / Math.max(busiest, 1)))

const things = (count: number) =>
  t('{count, plural, one {{count} thing} other {{count} things}}', { count })

/** "12 things on 5 days in the last 12 weeks" */
function activityTotals(activity: Day[]) {
  const active = activity.filter((day) => day.count > 0)
  const total = active.reduce((sum, day) => sum + day.count, 0)
  const weeks = Math.round(activity.length / 7)
  return t(
    '{total, plural, one {{total} thing} other {{total} things}} on {days, plural, one {{days} day} other {{days} days}} in the last {weeks} weeks',
    { total, days: active.length, weeks },
  )
}

/**
 * The last 12 weeks as a grid of days, a week to a column, oldest first (docs/product.md, "Your
 * profile and account"). One image for a screen reader, named by its totals; each day's count is
 * in its tooltip for a pointer.
 */
export function ActivityGrid({ activity }: { activity: Day[] }) {
  const busiest = Math.max(0, ...activity.map((day) => day.count))
  const columns = Math.ceil(activity.length / 7)
  const totals = activityTotals(activity)
  // "Activity: 12 things on 5 days in the last 12 weeks"
  const summary = t('Activity: {totals}', { totals })
  return (
    <>
      {/* For the eye; a screen reader hears the same as the picture's name. */}
      <p className="activity-caption" aria-hidden="true">
        {totals}
      </p>
      <svg
        className="activity-grid"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${columns * STEP - GAP} ${7 * STEP - GAP}`}
        width={columns * STEP - GAP}
        height={7 * STEP - GAP}
      >
        {activity.map((day, index) => (
          <rect
            key={day.date}
            className={`activity-level-${levelOf(day.count, busiest)}`}
            x={Math.floor(index / 7) * STEP}
            y={(index % 7) * STEP}
            width={CELL}
            height={CELL}
            rx={3}
          >
            <title>{`${day.date}: ${things(day.count)}`}</title>
          </rect>
        ))}
      </svg>
    </>
  )
}
