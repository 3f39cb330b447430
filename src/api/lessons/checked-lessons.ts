import { readLesson } from '../store/records'
import type { LessonRecord } from './store'

/** Lessons kept checked per store; the one read longest ago is forgotten first. */
const KEPT = 100

/** A store's lessons as it has checked them: by video, with the row's version then. */
export type CheckedLessons = Map<string, { version: string; lesson: LessonRecord }>

export const checkedLessons = (): CheckedLessons => new Map()

/**
 * A stored lesson as the port's record, its check (zod over the whole move tree: most of a
 * 1,000-move lesson's read) made once per version of the row a store reads. The version is
 * PostgreSQL's `xmin`, which every write of the row moves on (docs/performance.md, "The
 * server"). What is kept is frozen: every request that reads that version shares it.
 */
export function readCheckedLesson(
  checked: CheckedLessons,
  row: { record: unknown; version: string } | undefined,
): LessonRecord | undefined {
  if (!row) return undefined
  const videoId = (row.record as { videoId?: unknown } | null)?.videoId
  if (typeof videoId !== 'string') return readLesson(row.record)
  const known = checked.get(videoId)
  if (known?.version === row.version) {
    checked.delete(videoId)
    checked.set(videoId, known)
    return known.lesson
  }
  const lesson = readLesson(row.record)
  checked.delete(videoId)
  if (lesson) {
    if (checked.size >= KEPT) checked.delete(checked.keys().next().value as string)
    checked.set(videoId, { version: row.version, lesson: deepFreeze(lesson) })
  }
  return lesson
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
