import type * as z from 'zod/mini'
import type { Drill, DueDrill, NewDrillSchema, Rating } from '@/shared/entities'
import { replayMoves } from '@/shared/chess-rules'
import { MAX_DRILLS } from '@/shared/input-rules'
import { messages } from '../messages'
import { newSchedule, nextDues, rate } from '../scheduler'
import type { DrillRecord, Store } from '../store/port'
import { conflict, invalid, notFound } from './errors'
import { requireUser } from './lists'
import { streakOf } from './streak'

// Drills (docs/product.md, "Drills: pause, solve, remember"): a user's own, made from their notes,
// scheduled by FSRS here in the back end so that every device agrees.

/**
 * At most this many due drills in one answer (a session's worth: the page asks again when they
 * are done); `dueCount` says how many there are. Each costs FSRS's previews and bytes.
 */
export const DUE_PAGE = 10

const drillOf = ({ userId: _owner, card: _card, ...drill }: DrillRecord): Drill => drill

type NewDrill = z.output<typeof NewDrillSchema>

export const userDrills = (store: Store, clock: () => Date = () => new Date()) => {
  /** The user's drills, or those on one video (`?videoId=`: the video page needs no more). */
  const all = (userId: string, videoId?: string) =>
    store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const drills = await tx.drills(userId)
      return (videoId ? drills.filter((drill) => drill.videoId === videoId) : drills).map(drillOf)
    })
  return {
    all,
    create: (userId: string, { noteId, solution }: NewDrill) =>
      store.write(async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        const note = await tx.note(userId, noteId)
        if (!note) throw notFound(messages.noteNotFound)
        if (!note.fen) throw invalid(messages.drillNeedsPosition)
        const answer = replayMoves(solution, note.fen)
        if (!answer) throw invalid(messages.illegalSolution)
        if ((await tx.countDrills(userId)) >= MAX_DRILLS) throw conflict(messages.tooManyDrills)
        const now = clock()
        const added = await tx.addDrill({
          _id: crypto.randomUUID(),
          userId,
          noteId,
          videoId: note.videoId,
          timeSeconds: note.timeSeconds,
          text: note.text,
          fen: note.fen,
          solution: answer.moves,
          ...newSchedule(now),
          createdAt: now.toISOString(),
        })
        if (!added) throw conflict(messages.drillExists)
        return (await tx.drills(userId)).map(drillOf)
      }),
    /** The drills due now, most overdue first, each with when it would come back. */
    due: (userId: string, utcOffsetMinutes: number) =>
      store.read(async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        const now = clock()
        const { drills, dueCount, nextDueAt } = await tx.dueDrills(
          userId,
          now.toISOString(),
          DUE_PAGE,
        )
        const streak = streakOf(
          await tx.reviewTimes(userId, new Date(now.getTime() - 400 * 86_400_000).toISOString()),
          now,
          utcOffsetMinutes,
        )
        const due: DueDrill[] = drills.map((drill) => ({
          ...drillOf(drill),
          next: nextDues(drill, now),
        }))
        return { drills: due, dueCount, nextDueAt, streak }
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
    remove: (userId: string, drillId: string) =>
      store.write(async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        if (!(await tx.removeDrill(userId, drillId))) throw notFound(messages.drillNotFound)
        return (await tx.drills(userId)).map(drillOf)
      }),
  }
}
