import { Chess } from 'chess.js'
import { START_FEN } from './fen'
import { atOnce, type InSteps } from './in-steps'
import type { LessonGame, LessonMove } from './lesson'

// A lesson's whole tree replayed once (docs/performance.md, "No request stalls the server"): the
// position before and after each of its moves, which guessing, training and a lesson's opening
// read instead of replaying a line each. Kept per lesson's moves (a lesson is never changed in
// place: a new version is a new record), so a lesson many learners meet is replayed once per
// version on a server (api/lessons/checked-lessons.ts shares the record between requests).

/** The positions (FENs, as chess.js writes them) of a lesson's start and around each move. */
export type LessonReplay = {
  start: string
  before: ReadonlyMap<LessonMove, string>
  after: ReadonlyMap<LessonMove, string>
}

const replays = new WeakMap<readonly LessonMove[], LessonReplay>()

/** The replay of a lesson whose moves are checked (a stored one); chess.js throws on one that is not. */
export const replayLesson = (lesson: LessonGame): LessonReplay => atOnce(replayInSteps(lesson))

/** The same, a move a step, for the back end to run in slices (api/in-slices.ts). */
export function* replayInSteps(lesson: LessonGame): InSteps<LessonReplay> {
  const known = replays.get(lesson.moves)
  if (known) return known
  const start = new Chess(lesson.startFen?.trim() || START_FEN).fen()
  const before = new Map<LessonMove, string>()
  const after = new Map<LessonMove, string>()
  function* walk(line: readonly LessonMove[], fen: string): InSteps<void> {
    const chess = new Chess(fen)
    for (const move of line) {
      const from = chess.fen()
      chess.move(move.san)
      before.set(move, from)
      after.set(move, chess.fen())
      yield
      for (const variation of move.variations ?? []) yield* walk(variation, from)
    }
  }
  yield* walk(lesson.moves, start)
  const replay = { start, before, after }
  replays.set(lesson.moves, replay)
  return replay
}

/** The positions along a line of the lesson's moves from `start`: the start first, as positionsAlong. */
export const positionsOf = (replay: LessonReplay, line: readonly LessonMove[], start: string) => [
  line.length > 0 ? replay.before.get(line[0]!)! : start,
  ...line.map((move) => replay.after.get(move)!),
]
