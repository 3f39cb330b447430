import type { AssignmentProgress } from '@/shared/entities'
import { isWatched } from '@/shared/watched'
import type { StoreTx } from '../store/port'

const atOrAfter = (time: string, since: number) => Date.parse(time) >= since

/**
 * A student's progress in each playlist assignment (`counted`'s order; others count nothing
 * here): of its videos, those watched and those with a drill reviewed since both the assignment
 * and their joining, nothing else. Earlier viewing stays theirs: a coach cannot learn it by
 * assigning a video (docs/decisions/020).
 */
export async function playlistProgress(
  tx: StoreTx,
  { userId, joinedAt }: { userId: string; joinedAt: string },
  counted: { assignment: { videos: { _id: string }[] }; record: { createdAt: string } }[],
): Promise<AssignmentProgress[]> {
  const [progress, drills, reviews] = await Promise.all([
    tx.progress(userId),
    tx.drills(userId),
    // The same instant as stored reviews write it, for the store's comparison of text.
    tx.reviews(userId, new Date(Date.parse(joinedAt) || 0).toISOString()),
  ])
  return counted.map(({ assignment: { videos }, record: { createdAt } }) => {
    const since = Math.max(Date.parse(createdAt), Date.parse(joinedAt))
    const watched = new Set(
      progress
        .filter((entry) => atOrAfter(entry.updatedAt, since) && isWatched(entry))
        .map((entry) => entry.videoId),
    )
    const reviewedDrills = new Set(
      reviews
        .filter((review) => atOrAfter(review.reviewedAt, since))
        .map((review) => review.drillId),
    )
    const ids = new Set(videos.map((video) => video._id))
    return {
      watched: [...ids].filter((id) => watched.has(id)).length,
      total: ids.size,
      drillsReviewed: drills.filter(
        (drill) => reviewedDrills.has(drill._id) && ids.has(drill.videoId ?? ''),
      ).length,
    }
  })
}
