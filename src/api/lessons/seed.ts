import { readLessonPgn } from '@/shared/lesson-pgn'
import { checkLesson } from '@/shared/lesson-rules'
import type { SeedData } from '../seed/seed-data'
import type { LessonsTx } from './store'

/**
 * The seed's lessons, written where a video has none: a curator's lesson is never replaced
 * (docs/decisions/019's rule for the catalogue, kept for its lessons).
 */
export async function writeSeedLessons(tx: LessonsTx, seed: SeedData, at: string) {
  for (const { videoId, pgn, opening } of seed.lessons ?? []) {
    // A test's own catalogue may lack the video: its lesson has nothing to belong to.
    if (!seed.videos.some((video) => video._id === videoId)) continue
    if (await tx.lesson(videoId)) continue
    const checked = checkLesson(readLessonPgn(pgn))
    if ('kind' in checked)
      throw new Error(`The seed's lesson of ${videoId} is refused: ${checked.kind}`)
    const { game, plyCount, positions } = checked
    const record = { ...game, videoId, plyCount, updatedAt: at, ...(opening && { opening }) }
    await tx.saveLesson(record, positions)
  }
}
