import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating as FsrsRating,
  type Card,
  type Grade,
} from 'ts-fsrs'
import type { CardState, Drill, Rating } from '@/shared/entities'

/**
 * When a drill comes back (docs/product.md, "Drills"): FSRS through ts-fsrs (MIT), in the back end
 * so that every device agrees. Long-term intervals only (no learning steps): a new drill is due
 * at once; Hard, Good and Easy send it away for a day or more; Again makes it due at once (the
 * review screen brings it back at the end of its session). No fuzz: the same reviews always give
 * the same dates.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }))

const GRADES: Record<Rating, Grade> = {
  again: FsrsRating.Again,
  hard: FsrsRating.Hard,
  good: FsrsRating.Good,
  easy: FsrsRating.Easy,
}

export type { CardState }
export type Schedule = Pick<Drill, 'due' | 'reps' | 'lapses' | 'lastReview'> & { card: CardState }

const toCard = ({ due, reps, lapses, lastReview, card }: Schedule): Card => ({
  due: new Date(due),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps,
  lapses,
  state: card.state,
  ...(lastReview ? { last_review: new Date(lastReview) } : {}),
})

const fromCard = (card: Card): Schedule => ({
  due: card.due.toISOString(),
  reps: card.reps,
  lapses: card.lapses,
  ...(card.last_review ? { lastReview: card.last_review.toISOString() } : {}),
  card: {
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    state: card.state,
  },
})

/** A new drill: due at once. */
export const newSchedule = (now: Date): Schedule => fromCard(createEmptyCard(now))

/** The drill's schedule after a review rated `rating` at `now`. */
export function rate(schedule: Schedule, rating: Rating, now: Date): Schedule {
  const next = fromCard(scheduler.next(toCard(schedule), now, GRADES[rating]).card)
  return rating === 'again' ? { ...next, due: now.toISOString() } : next
}

/** When the drill would come back after each rating, if rated at `now` (one FSRS pass for all). */
export function nextDues(schedule: Schedule, now: Date): Record<Rating, string> {
  const next = scheduler.repeat(toCard(schedule), now)
  return {
    again: now.toISOString(),
    hard: next[FsrsRating.Hard].card.due.toISOString(),
    good: next[FsrsRating.Good].card.due.toISOString(),
    easy: next[FsrsRating.Easy].card.due.toISOString(),
  }
}
