import type { LessonGame } from '@/shared/lesson'
import type { LessonPosition } from '@/shared/lesson-rules'
import type { Opening } from '@/shared/opening-names'

/**
 * A video's lesson as stored (docs/product.md, "Lessons"): checked moves, when it changed, and
 * its opening (null: none; absent: stored before openings were named, ../openings/lesson-openings.ts).
 */
export type LessonRecord = LessonGame & {
  videoId: string
  plyCount: number
  updatedAt: string
  opening?: Opening | null
}

/** How long a video's lesson is: its main line's plies. */
export type LessonSize = Pick<LessonRecord, 'videoId' | 'plyCount'>

/** A position a lesson reaches, kept for "Lessons with this position" (by its EPD). */
export type LessonPositionRecord = LessonPosition & { videoId: string }

/**
 * A lesson's record as it was before it was brought within its limits (./repair.ts), kept beside
 * it: SQL's lesson_repairs (migration 018), IndexedDB's lessonRepairs (schema 15).
 */
export type LessonRepairRecord = {
  videoId: string
  record: unknown
  changes: string[]
  repairedAt: string
}

/** Lessons: what each adapter's lessons module implements. */
export interface LessonsTx {
  lesson(videoId: string): Promise<LessonRecord | undefined>
  /** Every lesson's video and size, for the studio's catalogue table. */
  lessonSizes(): Promise<LessonSize[]>
  /** Writes the lesson and, in the same unit, its positions in place of the ones it had. */
  saveLesson(lesson: LessonRecord, positions: LessonPosition[]): Promise<void>
  /** The lesson with its positions; false when the video had none. */
  deleteLesson(videoId: string): Promise<boolean>
  /** The positions of every lesson at this EPD, in video order, then ply. */
  lessonPositions(epd: string): Promise<LessonPositionRecord[]>
  /**
   * "Lessons with this position": the first position of each lesson at this EPD (its lowest
   * ply), in video order, at most `limit` lessons; an index read on both stores.
   */
  lessonsReaching(epd: string, limit: number): Promise<LessonPositionRecord[]>
  /** The lessons stored before their opening was named (../openings/lesson-openings.ts names them). */
  lessonsWithoutOpening(): Promise<LessonRecord[]>
  /** Every stored lesson as its store holds it, unchecked: for ./repair.ts alone. */
  storedLessons(): Promise<{ videoId: string; record: unknown }[]>
  keepLessonBeforeRepair(repair: LessonRepairRecord): Promise<void>
}
