import { START_FEN, type BoardGame } from '@/shared/board-game'
import { firstPlyOf, lessonMoveLabel } from '@/shared/move-numbers'
import type { LessonGame } from '@/shared/lesson'

// What "Follow the video" reads of a lesson (docs/product.md, "Lessons"): read from its moves
// alone, so the video page follows a lesson before the board's code (chess.js) has loaded.

/** A main-line move the video plays at a time, and the game the board shows then. */
export type TimedMove = { seconds: number; game: BoardGame; label: string; white: boolean }

/** The main line's timed moves, in the order they are played. */
export function timedMoves({ startFen, moves }: Pick<LessonGame, 'startFen' | 'moves'>) {
  const start = startFen || START_FEN
  const firstPly = firstPlyOf(start)
  const timed: TimedMove[] = []
  moves.forEach((move, index) => {
    if (move.timeSeconds === undefined) return
    timed.push({
      seconds: move.timeSeconds,
      game: { startFen: start, moves: moves.slice(0, index + 1).map((played) => played.san) },
      label: lessonMoveLabel(firstPly + index, move.san),
      white: (firstPly + index) % 2 === 0,
    })
  })
  return timed
}

/** The latest timed move at or before `seconds`: the main line's order wins over its times. */
export function timedMoveAt(moves: TimedMove[], seconds: number): TimedMove | undefined {
  let latest: TimedMove | undefined
  for (const move of moves) if (move.seconds <= seconds) latest = move
  return latest
}
