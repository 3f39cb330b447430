import type { Drill, Rating } from '@/shared/entities'
import type { CardState } from './scheduler'

export type DrillRecord = Drill & { userId: string; card: CardState }
/** One review of a drill: kept after the drill is removed (a streak counts it). */
export type ReviewRecord = { userId: string; drillId: string; rating: Rating; reviewedAt: string }
/** What the review screen reads (docs/api.md, "Drills"), asked for as `ReviewQueueQuery` says. */
export type ReviewQueue = {
  /** The drills due at `now`, most overdue first, at most `limit`. */
  drills: DrillRecord[]
  /** How many drills are due, counted up to `countUpTo`. */
  dueCount: number
  /** The earliest due time of the drills not due yet. */
  nextDueAt: string | null
  /** The learner's days (`reviewDay`) with a review at `reviewsSince` or later, in any order. */
  reviewDays: number[]
}
export type ReviewQueueQuery = {
  now: string
  limit: number
  countUpTo: number
  reviewsSince: string
  utcOffsetMinutes: number
}

/** The drills part of a unit of work: what each adapter's drills module implements. */
export interface DrillsTx {
  /** The user's drills, soonest due first. */
  drills(userId: string): Promise<DrillRecord[]>
  drill(userId: string, drillId: string): Promise<DrillRecord | undefined>
  /**
   * The review screen's read, through the due index; undefined when there is no such user. One
   * query on SQL: it is the read a learner's every visit makes (docs/performance.md).
   */
  reviewQueue(userId: string, query: ReviewQueueQuery): Promise<ReviewQueue | undefined>
  countDrills(userId: string): Promise<number>
  /** false when the note already has a drill. */
  addDrill(drill: DrillRecord): Promise<boolean>
  /**
   * Writes the drill's schedule (`due`, `reps`, `lapses`, `lastReview`, `card`), `alternatives`,
   * and what a lesson's update may change: `source`, `timeSeconds`, `text`.
   */
  updateDrill(drill: DrillRecord): Promise<void>
  /** false when the user has no such drill. */
  removeDrill(userId: string, drillId: string): Promise<boolean>
  addReview(review: ReviewRecord): Promise<void>
  /** The user's reviews at `since` or later (every one when not given), oldest first. */
  reviews(userId: string, since?: string): Promise<ReviewRecord[]>
}
