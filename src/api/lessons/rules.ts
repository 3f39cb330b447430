import type * as z from 'zod/mini'
import type { lessonAnswers } from './contract'
import type { LessonGame } from '@/shared/lesson'
import { PgnError, readLessonPgn } from '@/shared/lesson-pgn'
import { MAX_FEN_LENGTH } from '@/shared/fen'
import { checkLessonInSteps, legalIndexedEpdOf, lessonProblemMessage } from '@/shared/lesson-rules'
import { inSlices } from '../in-slices'
import { messages } from '../messages'
import { invalid, notFound } from '../refusals'
import type { Store } from '../store/port'
import type { OpeningNames } from '@/shared/opening-names'
import { lessonOpening } from '../openings/lesson-openings'
import type { LessonRecord } from './store'

/** "Lessons with this position" lists at most this many videos (in video order). */
export const MAX_LESSON_MATCHES = 50

/**
 * A video's lesson (docs/product.md, "Lessons"): anyone reads it; a curator saves it, every move
 * checked by chess.js before the unit opens, or deletes it. Its positions are rewritten with it.
 */
export const lessons = (store: Store, clock: () => Date = () => new Date()) => ({
  read: (videoId: string) =>
    store.read(async (tx) => {
      const lesson = await tx.lesson(videoId)
      if (!lesson) throw notFound(messages.noLesson)
      return answered(lesson)
    }),

  sizes: () => store.read((tx) => tx.lessonSizes()),

  /**
   * "Lessons with this position": an index read by the position (its EPD), so a transposition
   * is found; each video once, at the first move of its lesson that reaches it.
   */
  reaching: (fen: string) => {
    const epd = fen.trim() && fen.length <= MAX_FEN_LENGTH ? legalIndexedEpdOf(fen) : null
    if (!epd) throw invalid(messages.positionInvalid)
    return store.read(async (tx) => {
      // Written as a loop of object literals: up to 50 a request (docs/performance.md).
      const matches: z.output<typeof lessonAnswers.lessonMatches>['matches'] = []
      for (const { videoId, ply, san, timeSeconds } of await tx.lessonsReaching(
        epd,
        MAX_LESSON_MATCHES,
      )) {
        const video = tx.catalogue.video(videoId)
        if (!video || video.removed) continue
        const { title } = video
        matches.push(
          timeSeconds === undefined
            ? { videoId, title, ply, san }
            : { videoId, title, ply, san, timeSeconds },
        )
      }
      return matches
    })
  },

  async save(
    videoId: string,
    given: { lesson?: LessonGame; pgn?: string },
    names: () => Promise<OpeningNames>,
  ) {
    // In slices: a lesson of 1,000 moves takes a chess.js board's work for each (../in-slices.ts).
    const checked = await inSlices(checkLessonInSteps(given.lesson ?? fromPgn(given.pgn ?? '')))
    if ('kind' in checked) throw invalid(lessonProblemMessage(checked))
    const opening = lessonOpening(await names(), checked.mainLine)
    return store.write(async (tx) => {
      if (!tx.catalogue.video(videoId)) throw notFound(messages.videoNotFound)
      const record: LessonRecord = {
        ...checked.game,
        videoId,
        plyCount: checked.plyCount,
        updatedAt: clock().toISOString(),
        opening,
      }
      await tx.saveLesson(record, checked.positions)
      // The video's card shows the lesson's opening: the catalogue is read again.
      await tx.touchCatalogue()
      return answered(record)
    })
  },

  remove: (videoId: string) =>
    store.write(async (tx) => {
      if (!(await tx.deleteLesson(videoId))) throw notFound(messages.noLesson)
      await tx.touchCatalogue()
    }),
})

/** A lesson as the API answers it: `opening` only when it has one. */
function answered({ opening, ...lesson }: LessonRecord): LessonRecord {
  return opening ? { ...lesson, opening } : lesson
}

/** A PGN as a lesson, or the refusal that says where it could not be read. */
function fromPgn(pgn: string): LessonGame {
  try {
    return readLessonPgn(pgn)
  } catch (error) {
    if (error instanceof PgnError) throw invalid(error.message)
    throw error
  }
}
