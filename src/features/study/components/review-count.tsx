import { useDueDrills } from '../api/drills'
import { dueCountText } from '../review-queue'

/** The sidebar's "Review 3": how many drills are due, when some are. */
export default function ReviewCount({ userId }: { userId: string }) {
  const due = useDueDrills(userId)
  const count = due.data?.dueCount ?? 0
  if (count === 0) return null
  // The space makes the link's name "Review 3", not "Review3".
  return (
    <>
      {' '}
      <span className="sidebar-count">
        {dueCountText(count, due.data?.dueCountCapped ?? false)}
      </span>
    </>
  )
}
