import type { DueDrill, Rating } from '@/shared/entities'
import { checkAlternatives } from '@/shared/drill-alternatives'
import { messages } from '../messages'
import { nextDues, rate } from './scheduler'
import type { Store } from '../store/port'
import { invalid, notFound } from '../refusals'
import { requireUser } from '../auth/require-user'
import { reviewDay, streakOf } from './streak'
import { drillOf, newDrills, type NewDrill } from './new-drills'

// Drills (docs/product.md, "Drills: pause, solve, remember"): a user's own, made from their notes,
// scheduled by FSRS here in the back end so that every device agrees.

/**
 * At most this many due drills in one answer (a session's worth: the page asks again when they
 * are done); `dueCount` says how many there are. Each costs FSRS's previews and bytes.
 */
export const DUE_PAGE = 10

/**
 * Due drills are counted up to this many; beyond it the answer says `dueCountCapped` ("1,000+
 * due"): counting every due drill of a large collection on each read cost more than the rest of
 * the read together, and tells a learner no more (docs/decisions/017-due-count-cap.md).
 */
export const DUE_COUNT_LIMIT = 1000

/** How far back reviews are read for the streak. */
const STREAK_DAYS = 400

export { drillOf }

export const userDrills = (store: Store, clock: () => Date = () => new Date()) => {
  /** The user's drills, or those on one video (`?videoId=`: the video page needs no more). */
  const all = (userId: string, videoId?: string) =>
    store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const drills = await tx.drills(userId)
      return (videoId ? drills.filter((drill) => drill.videoId === videoId) : drills).map(drillOf)
    })
  const { fromNote, fromPuzzle } = newDrills(store, clock)
  return {
    all,
    /** A drill of a note (its answer's moves), or of a puzzle (its line from the solver's turn). */
    create: (userId: string, drill: NewDrill | { puzzleId: string }) =>
      typeof drill.puzzleId === 'string'
        ? fromPuzzle(userId, drill.puzzleId)
        : fromNote(userId, drill as NewDrill),
    /** The drills due now, most overdue first, each with when it would come back. */
    due: (userId: string, utcOffsetMinutes: number) =>
      store.read(async (tx) => {
        const now = clock()
        const queue = await tx.reviewQueue(userId, {
          now: now.toISOString(),
          limit: DUE_PAGE,
          countUpTo: DUE_COUNT_LIMIT + 1,
          reviewsSince: new Date(now.getTime() - STREAK_DAYS * 86_400_000).toISOString(),
          utcOffsetMinutes,
        })
        if (!queue) throw notFound(messages.emailNotRegistered)
        const drills: DueDrill[] = queue.drills.map((drill) => ({
          ...drillOf(drill),
          next: nextDues(drill, now),
        }))
        return {
          drills,
          dueCount: Math.min(queue.dueCount, DUE_COUNT_LIMIT),
          dueCountCapped: queue.dueCount > DUE_COUNT_LIMIT,
          nextDueAt: queue.nextDueAt,
          streak: streakOf(queue.reviewDays, reviewDay(now.getTime(), utcOffsetMinutes)),
        }
      }),
    review: (userId: string, drillId: string, rating: Rating) =>
      store.write(async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        const drill = await tx.drill(userId, drillId)
        if (!drill) throw notFound(messages.drillNotFound)
        const now = clock()
        const reviewed = { ...drill, ...rate(drill, rating, now) }
        await tx.updateDrill(reviewed)
        await tx.addReview({ userId, drillId, rating, reviewedAt: now.toISOString() })
        return drillOf(reviewed)
      }),
    /** The other moves the drill accepts at each of the learner's steps, in place of the ones it had. */
    accept: (userId: string, drillId: string, alternatives: string[][]) =>
      store.write(async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        const drill = await tx.drill(userId, drillId)
        if (!drill) throw notFound(messages.drillNotFound)
        const accepted = checkAlternatives(drill.fen, drill.solution, alternatives)
        if (!accepted) throw invalid(messages.illegalAlternatives)
        const { alternatives: _before, ...rest } = drill
        const changed = accepted.length > 0 ? { ...rest, alternatives: accepted } : rest
        await tx.updateDrill(changed)
        return drillOf(changed)
      }),
    remove: (userId: string, drillId: string) =>
      store.write(async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        if (!(await tx.removeDrill(userId, drillId))) throw notFound(messages.drillNotFound)
        return (await tx.drills(userId)).map(drillOf)
      }),
  }
}
