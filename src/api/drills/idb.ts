import { reviewDay } from './streak'
import type { DrillRecord, DrillsTx } from '../store/port'
import { readAll } from '../store/records'
import { readDrill, readReview } from './records'
import { startingWith as ofUser } from '../store/indexeddb/key-ranges'
import type { Tx } from '../store/indexeddb/schema'

/** The port's drills and reviews over IndexedDB (docs/product.md, "Drills"). */
export function indexedDbDrills(tx: Tx): DrillsTx {
  const drills = () => tx.objectStore('drills')
  const writable = () => tx as Tx<'readwrite'>
  const own = async (userId: string, drillId: string) => {
    const drill = readDrill(await drills().get(drillId))
    return drill?.userId === userId ? drill : undefined
  }
  return {
    drills: async (userId) =>
      readAll(readDrill, await drills().index('byUserDue').getAll(ofUser(userId))),
    drill: own,
    async reviewQueue(userId, { now, limit, countUpTo, reviewsSince, utcOffsetMinutes }) {
      if (!(await tx.objectStore('users').getKey(userId))) return undefined
      const byDue = drills().index('byUserDue')
      const due = IDBKeyRange.bound([userId], [userId, now])
      const [records, dueCount, reviews] = await Promise.all([
        byDue.getAll(due, limit),
        byDue.count(due),
        tx
          .objectStore('reviews')
          .index('byUserTime')
          .getAll(IDBKeyRange.bound([userId, reviewsSince], [userId, []])),
      ])
      // The first drill after `now`: the index is in due order.
      const next = await byDue.openCursor(IDBKeyRange.bound([userId, now], [userId, []], true))
      return {
        drills: readAll(readDrill, records),
        dueCount: Math.min(dueCount, countUpTo),
        nextDueAt: next ? (readDrill(next.value)?.due ?? null) : null,
        reviewDays: reviews.flatMap(({ reviewedAt }) =>
          typeof reviewedAt === 'string'
            ? [reviewDay(Date.parse(reviewedAt), utcOffsetMinutes)]
            : [],
        ),
      }
    },
    countDrills: (userId) => drills().index('byUserDue').count(ofUser(userId)),
    async addDrill(drill) {
      const store = writable().objectStore('drills')
      if (drill.noteId && (await store.index('byNote').getKey(drill.noteId))) return false
      // One drill of a puzzle per learner (an index on SQL; the learner's drills here).
      const { source } = drill
      if (source.kind === 'puzzle') {
        const mine = readAll(readDrill, await store.index('byUserDue').getAll(ofUser(drill.userId)))
        const same = ({ source: held }: DrillRecord) =>
          held.kind === 'puzzle' && held.puzzleId === source.puzzleId
        if (mine.some(same)) return false
      }
      await store.add(drill)
      return true
    },
    async updateDrill(drill) {
      await writable().objectStore('drills').put(drill)
    },
    async removeDrill(userId, drillId) {
      if (!(await own(userId, drillId))) return false
      await writable().objectStore('drills').delete(drillId)
      return true
    },
    async reviews(userId, since = '') {
      const range = IDBKeyRange.bound([userId, since], [userId, []])
      return readAll(readReview, await tx.objectStore('reviews').index('byUserTime').getAll(range))
    },
    async addReview(review) {
      await writable().objectStore('reviews').add(review)
    },
  }
}
