import type { LessonGame } from '@/shared/lesson'
import { PgnError, readLessonPgn } from '@/shared/lesson-pgn'
import { checkLesson, lessonProblemMessage } from '@/shared/lesson-rules'
import { messages } from '../messages'
import { invalid, notFound } from '../refusals'
import type { Store } from '../store/port'
import type { LessonRecord } from './store'

/**
 * A video's lesson (docs/product.md, "Lessons"): anyone reads it; a curator saves it, every move
 * checked by chess.js before the unit opens, or deletes it. Its positions are rewritten with it.
 */
export const lessons = (store: Store, clock: () => Date = () => new Date()) => ({
  read: (videoId: string) =>
    store.read(async (tx) => {
      const lesson = await tx.lesson(videoId)
      if (!lesson) throw notFound(messages.noLesson)
      return lesson
    }),

  sizes: () => store.read((tx) => tx.lessonSizes()),

  save(videoId: string, given: { lesson?: LessonGame; pgn?: string }): Promise<LessonRecord> {
    const checked = checkLesson(given.lesson ?? fromPgn(given.pgn ?? ''))
    if ('kind' in checked) throw invalid(lessonProblemMessage(checked))
    return store.write(async (tx) => {
      if (!tx.catalogue.video(videoId)) throw notFound(messages.videoNotFound)
      const record: LessonRecord = {
        ...checked.game,
        videoId,
        plyCount: checked.plyCount,
        updatedAt: clock().toISOString(),
      }
      await tx.saveLesson(record, checked.positions)
      return record
    })
  },

  remove: (videoId: string) =>
    store.write(async (tx) => {
      if (!(await tx.deleteLesson(videoId))) throw notFound(messages.noLesson)
    }),
})

/** A PGN as a lesson, or the refusal that says where it could not be read. */
function fromPgn(pgn: string): LessonGame {
  try {
    return readLessonPgn(pgn)
  } catch (error) {
    if (error instanceof PgnError) throw invalid(error.message)
    throw error
  }
}
