import { lessonMoveLabel, firstPlyOf } from '@/shared/move-numbers'
import { LessonSchema, LessonShapeSchema, type LessonMove } from '@/shared/lesson'
import { checkLesson } from '@/shared/lesson-rules'
import { isHeaderName, isMoveTime, LESSON_LIMITS, lessonLimitProblem } from '@/shared/lesson-limits'
import { thousands } from '@/shared/thousands'
import type { LessonRecord, LessonsTx } from './store'

// Lessons stored past their limits, before one check held every way a lesson arrives (a PGN
// import took a comment of 2,500 characters, a time of 25 hours, a header named with a quote:
// docs/decisions/033-one-check-for-a-lesson.md). Such a lesson could not be read and vanished;
// it is brought within its limits, each change said, and its record as it was is kept beside it.

/** A stored lesson within its limits, and what changed, in words; undefined when it cannot be. */
export type RepairedLesson = { lesson: LessonRecord; changes: string[] }

/** A text cut to `max` characters with "…", never between the halves of a surrogate pair. */
function cut(text: string, max: number) {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1
  return `${text.slice(0, end).trimEnd()}…`
}
const ONE_LINE = /\p{Cc}+/gu

export function repairLesson(stored: unknown): RepairedLesson | undefined {
  const shaped = LessonShapeSchema.safeParse(stored)
  if (!shaped.success) return undefined
  const lesson = shaped.data
  const changes: string[] = []
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(lesson.headers)) {
    if (!isHeaderName(name) || Object.keys(headers).length >= LESSON_LIMITS.headers) {
      changes.push(`header ${JSON.stringify(name.slice(0, 40))} dropped`)
      continue
    }
    let kept = value.replace(ONE_LINE, ' ')
    if (kept.length > LESSON_LIMITS.headerValue) kept = cut(kept, LESSON_LIMITS.headerValue)
    if (kept !== value) changes.push(`header ${name} cut to one line of at most 255 characters`)
    headers[name] = kept
  }
  const fit = (line: LessonMove[], ply: number): LessonMove[] =>
    line.map((move, index) => {
      const label = lessonMoveLabel(ply + index, move.san)
      const { comment, timeSeconds, nags, variations, ...rest } = move
      const kept: LessonMove = { ...rest }
      if (timeSeconds !== undefined) {
        if (isMoveTime(timeSeconds)) kept.timeSeconds = timeSeconds
        else changes.push(`the time of ${label} (${timeSeconds} s) dropped`)
      }
      if (comment !== undefined) {
        kept.comment = comment
        if (comment.length > LESSON_LIMITS.comment) {
          kept.comment = cut(comment, LESSON_LIMITS.comment)
          changes.push(
            `the comment on ${label} cut from ${thousands(comment.length)} to 2,000 characters`,
          )
        }
      }
      if (nags !== undefined) {
        const once = [...new Set(nags)]
        if (once.length !== nags.length) changes.push(`the annotations of ${label} said once each`)
        if (once.length > 0) kept.nags = once
      }
      if (variations !== undefined)
        kept.variations = variations.map((variation) => fit(variation, ply + index))
      return kept
    })
  const repaired: LessonRecord = {
    ...lesson,
    headers,
    moves: fit(lesson.moves, firstPlyOf(lesson.startFen)),
  }
  if (lessonLimitProblem(repaired) !== null) return undefined
  return { lesson: repaired, changes }
}

/** What `work` gives, or undefined if it throws: a record no version could read throws anywhere. */
function safely<T>(work: () => T): T | undefined {
  try {
    return work()
  } catch {
    return undefined
  }
}

/**
 * Brings each stored lesson that is past its limits within them, its record as it was kept beside
 * it, and says so in the log; one that cannot be is kept as stored and named in the log. Run once
 * by each store: IndexedDB's upgrade to schema 15, the SQL store's first start after migration 018.
 */
export async function repairStoredLessons(
  lessons: Pick<LessonsTx, 'storedLessons' | 'keepLessonBeforeRepair' | 'saveLesson'>,
  repairedAt: string,
  warn: (line: string) => void = console.warn,
) {
  for (const { videoId, record } of await lessons.storedLessons()) {
    if (LessonSchema.safeParse(record).success) continue
    const repaired = safely(() => repairLesson(record))
    const checked = repaired && safely(() => checkLesson(repaired.lesson))
    if (!repaired || !checked || 'kind' in checked) {
      warn(`Gambit back end: the lesson of ${videoId} cannot be read; it is kept as stored`)
      continue
    }
    const { changes, lesson } = repaired
    await lessons.keepLessonBeforeRepair({ videoId, record, changes, repairedAt })
    await lessons.saveLesson(lesson, checked.positions)
    warn(
      `Gambit back end: the lesson of ${videoId} was stored past its limits and is repaired, ` +
        `its record as it was kept (lesson repairs): ${changes.join('; ')}`,
    )
  }
}
