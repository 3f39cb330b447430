import type { Drill, DrillSource } from '@/shared/entities'
import { MAX_DRILLS } from '@/shared/input-rules'
import { guessSteps } from '@/shared/lesson-guess'
import {
  drillHoldsLine,
  isTrainedLine,
  lineKey,
  trainingLines,
  type TrainingLine,
  type TrainingSide,
} from '@/shared/lesson-training'
import { replayMoves } from '@/shared/chess-rules'
import { replayInSteps } from '@/shared/lesson-replay'
import { inSlices } from '../in-slices'
import { newSchedule } from '../drills/scheduler'
import { drillOf } from '../drills/rules'
import { requireUser } from '../auth/require-user'
import { messages } from '../messages'
import { conflict, invalid, notFound } from '../refusals'
import type { DrillRecord, Store, StoreTx } from '../store/port'

// A lesson's drills (docs/product.md, "Drills that accept every good move"): "Train this lesson"
// makes one per line for a side, and "Drill the ones I missed" one per missed guess. Both are
// made here from the lesson itself.

type LessonSource = Extract<DrillSource, { kind: 'lesson' }>

const sourceOf = (drill: Drill) => (drill.source.kind === 'lesson' ? drill.source : undefined)

/** The drills of a line trained on this video, for one side or both. */
const trainedOn = (drills: DrillRecord[], videoId: string, side?: TrainingSide) =>
  drills.filter((drill) => isTrainedLine(drill, videoId, side))

async function lessonOf(tx: StoreTx, videoId: string) {
  const lesson = await tx.lesson(videoId)
  if (!lesson) throw notFound(messages.noLesson)
  return lesson
}

/**
 * The lesson replayed before a unit of work opens, in slices (../in-slices.ts): the unit's
 * lines and steps then read that replay (on a server, the unit reads the same record).
 */
async function replayed(store: Store, videoId: string) {
  const lesson = await store.read((tx) => lessonOf(tx, videoId))
  await inSlices(replayInSteps(lesson))
}

async function roomFor(tx: StoreTx, userId: string, count: number) {
  if ((await tx.countDrills(userId)) + count > MAX_DRILLS) throw conflict(messages.tooManyDrills)
}

type NewLessonDrill = {
  userId: string
  videoId: string
  source: LessonSource
  line: Pick<TrainingLine, 'fen' | 'solution' | 'alternatives' | 'timeSeconds' | 'comment'>
  now: Date
}

/**
 * The `index`th of `count` drills made at once, made `count - index` ms before `now`: due
 * drills come most overdue first, so a lesson's come in its order.
 */
const madeAt = (now: Date, index: number, count: number) =>
  new Date(now.getTime() - (count - index))

const lessonDrill = ({ userId, videoId, source, line, now }: NewLessonDrill): DrillRecord => ({
  _id: crypto.randomUUID(),
  userId,
  source,
  ...(line.alternatives.length > 0 && { alternatives: line.alternatives }),
  videoId,
  timeSeconds: line.timeSeconds ?? 0,
  text: line.comment ?? '',
  fen: line.fen,
  solution: line.solution,
  ...newSchedule(now),
  createdAt: now.toISOString(),
})

/** Each of the side's lines: the drill that still holds it, kept with its schedule, or a new one. */
async function makeLines(
  tx: StoreTx,
  userId: string,
  videoId: string,
  side: TrainingSide,
  lines: TrainingLine[],
  kept: DrillRecord[],
  now: Date,
) {
  const unused = [...kept]
  for (const [line, fresh] of lines.entries()) {
    const source: LessonSource = { kind: 'lesson', videoId, side, line }
    const same = unused.findIndex((drill) => lineKey(drill) === lineKey(fresh))
    if (same === -1) {
      const at = madeAt(now, line, lines.length)
      await tx.addDrill(lessonDrill({ userId, videoId, source, line: fresh, now: at }))
      continue
    }
    const [drill] = unused.splice(same, 1)
    const alternatives = fresh.alternatives.map((moves, step) => [
      ...new Set([...moves, ...(drill!.alternatives?.[step] ?? [])]),
    ])
    const longer = drill!.alternatives?.slice(alternatives.length) ?? []
    const all = [...alternatives, ...longer]
    await tx.updateDrill({
      ...drill!,
      source,
      timeSeconds: fresh.timeSeconds ?? 0,
      text: fresh.comment ?? '',
      ...(all.length > 0 && { alternatives: all }),
    })
  }
  for (const drill of unused) await tx.removeDrill(userId, drill._id)
}

export const lessonDrills = (store: Store, clock: () => Date = () => new Date()) => ({
  train: async (userId: string, videoId: string, side: TrainingSide) => {
    await replayed(store, videoId)
    return store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const lesson = await lessonOf(tx, videoId)
      if (trainedOn(await tx.drills(userId), videoId, side).length > 0)
        throw conflict(messages.alreadyTraining(side))
      const lines = trainingLines(lesson, side)
      if (lines.length === 0) throw invalid(messages.nothingToTrain(side))
      await roomFor(tx, userId, lines.length)
      await makeLines(tx, userId, videoId, side, lines, [], clock())
      return (await tx.drills(userId)).map(drillOf)
    })
  },

  /** Every line trained on the lesson, either side, goes; the drills of missed guesses stay. */
  stop: (userId: string, videoId: string) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const trained = trainedOn(await tx.drills(userId), videoId)
      if (trained.length === 0) throw notFound(messages.notTraining)
      for (const drill of trained) await tx.removeDrill(userId, drill._id)
      return (await tx.drills(userId)).map(drillOf)
    }),

  /** After the curator changed the lesson: changed lines made anew, the others kept as they are. */
  update: async (userId: string, videoId: string) => {
    await replayed(store, videoId)
    return store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const lesson = await lessonOf(tx, videoId)
      const drills = await tx.drills(userId)
      if (trainedOn(drills, videoId).length === 0) throw notFound(messages.notTraining)
      for (const side of ['white', 'black'] as const) {
        const kept = trainedOn(drills, videoId, side)
        if (kept.length === 0) continue
        const lines = trainingLines(lesson, side)
        const fresh = lines.filter((line) => !kept.some((drill) => drillHoldsLine(drill, line)))
        await roomFor(tx, userId, fresh.length)
        await makeLines(tx, userId, videoId, side, lines, kept, clock())
      }
      return (await tx.drills(userId)).map(drillOf)
    })
  },

  /** One drill per position missed in the last round, unless it has one already. */
  missed: async (userId: string, videoId: string) => {
    await replayed(store, videoId)
    return store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const steps = guessSteps(await lessonOf(tx, videoId))
      const missed = (await tx.guessRecord(userId, videoId))?.last?.missed ?? []
      if (missed.length === 0) throw invalid(messages.noMissedGuesses)
      // The positions this video's missed drills hold, once: a round misses up to 1,000, and an
      // account holds up to 10,000 drills (a search of them for each was 10,000,000 steps).
      const made = new Set(
        (await tx.drills(userId)).flatMap((drill) => {
          const source = sourceOf(drill)
          return source?.videoId === videoId ? [`${source.ply}|${drill.fen}`] : []
        }),
      )
      const now = clock()
      const wanted = missed.filter(({ ply, fen }) => !made.has(`${ply}|${fen}`))
      await roomFor(tx, userId, wanted.length)
      for (const [index, { ply, fen, expected }] of wanted.entries()) {
        const step = steps[ply - 1]
        // A lesson changed since the round: the position as it was missed, no alternatives.
        const same = step?.fen === fen && step.san === expected
        // The lesson's own move where it still is: legal without a board (a round misses up to 1,000).
        if (!same && !replayMoves([expected], fen)) continue
        const side = fen.split(' ')[1] === 'w' ? 'white' : 'black'
        const line = {
          fen,
          solution: [expected],
          alternatives: same && step.good.length > 0 ? [step.good] : [],
          ...(same && step.timeSeconds !== undefined && { timeSeconds: step.timeSeconds }),
          ...(same && step.comment !== undefined && { comment: step.comment }),
        }
        await tx.addDrill(
          lessonDrill({
            userId,
            videoId,
            source: { kind: 'lesson', videoId, side, ply },
            line,
            now: madeAt(now, index, wanted.length),
          }),
        )
      }
      return (await tx.drills(userId)).map(drillOf)
    })
  },
})
