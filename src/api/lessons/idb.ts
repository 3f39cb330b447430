import type { Tx } from '../store/indexeddb/schema'
import { readAll } from '../store/records'
import { readLesson, readLessonPosition } from './records'
import type { LessonsTx } from './store'

/** The port's lessons over IndexedDB (schema 10): a store of lessons and one of their positions. */
export function indexedDbLessons(tx: Tx): LessonsTx {
  const writable = () => tx as Tx<'readwrite'>
  const dropPositions = async (videoId: string) => {
    const positions = writable().objectStore('lessonPositions')
    for (const key of await positions.index('byVideo').getAllKeys(videoId))
      await positions.delete(key)
  }
  return {
    lesson: async (videoId) => readLesson(await tx.objectStore('lessons').get(videoId)),
    lessonSizes: async () =>
      readAll(readLesson, await tx.objectStore('lessons').getAll())
        .map(({ videoId, plyCount }) => ({ videoId, plyCount }))
        .sort((a, b) => a.videoId.localeCompare(b.videoId)),
    async saveLesson(lesson, positions) {
      await writable().objectStore('lessons').put(lesson)
      await dropPositions(lesson.videoId)
      const store = writable().objectStore('lessonPositions')
      await Promise.all(
        positions.map((position) => store.add({ ...position, videoId: lesson.videoId })),
      )
    },
    async deleteLesson(videoId) {
      const lessons = writable().objectStore('lessons')
      if ((await lessons.getKey(videoId)) === undefined) return false
      await lessons.delete(videoId)
      await dropPositions(videoId)
      return true
    },
    lessonsWithoutOpening: async () =>
      readAll(readLesson, await tx.objectStore('lessons').getAll()).filter(
        (lesson) => lesson.opening === undefined,
      ),
    storedLessons: async () =>
      (await tx.objectStore('lessons').getAll()).map((record: unknown) => ({
        videoId: String((record as { videoId?: unknown }).videoId),
        record,
      })),
    async keepLessonBeforeRepair(repair) {
      await writable().objectStore('lessonRepairs').add(repair)
    },
    async lessonsReaching(epd, limit) {
      const all = readAll(
        readLessonPosition,
        await tx.objectStore('lessonPositions').index('byEpd').getAll(epd),
      ).sort((a, b) => a.videoId.localeCompare(b.videoId) || a.ply - b.ply)
      return all.filter((at, index) => all[index - 1]?.videoId !== at.videoId).slice(0, limit)
    },
    lessonPositions: async (epd) =>
      readAll(
        readLessonPosition,
        await tx.objectStore('lessonPositions').index('byEpd').getAll(epd),
      ).sort((a, b) => a.videoId.localeCompare(b.videoId) || a.ply - b.ply),
  }
}
