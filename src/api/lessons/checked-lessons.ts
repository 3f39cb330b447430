import { readLesson } from './records'
import type { LessonRecord } from './store'

/** Lessons kept checked per store; the one read longest ago is forgotten first. */
const KEPT = 100

/** A store's lessons as it has checked them: by video, with the row's version then. */
export type CheckedLessons = Map<string, { version: string; lesson: LessonRecord }>

export const checkedLessons = (): CheckedLessons => new Map()

/**
 * A stored lesson as the port's record, read (JSON.parse) and checked (zod over the whole move
 * tree) once per version of the row a store reads: together most of a 1,000-move lesson's read,
 * and most of its garbage. The version is PostgreSQL's `xmin`, which every write of the row
 * moves on (docs/performance.md, "The server"). What is kept is frozen: every request that reads
 * that version shares it.
 */
export function readCheckedLesson(
  checked: CheckedLessons,
  row: { record: string; version: string } | undefined,
  videoId: string,
): LessonRecord | undefined {
  if (!row) return undefined
  const known = checked.get(videoId)
  if (known?.version === row.version) {
    checked.delete(videoId)
    checked.set(videoId, known)
    return known.lesson
  }
  checked.delete(videoId)
  const lesson = readLesson(parsedJson(row.record))
  if (lesson?.videoId === videoId) {
    if (checked.size >= KEPT) checked.delete(checked.keys().next().value as string)
    checked.set(videoId, { version: row.version, lesson: deepFreeze(lesson) })
  }
  return lesson
}

/** The row's JSON; null (unreadable, as readLesson says) if it is not JSON at all. */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
