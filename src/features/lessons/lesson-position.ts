import { Chess } from 'chess.js'
import { START_FEN, type BoardGame } from '@/shared/board-game'
import type { LessonGame, LessonMove } from '@/shared/lesson'
import { epdOf, indexedEpdOf } from '@/shared/lesson-rules'

/**
 * The game to the first move of a lesson that reaches `fen` (its position, whatever the move
 * counters say): the main line first, then each variation in turn. A link from "Lessons with
 * this position" opens the video with its board there (docs/product.md).
 */
export function lessonGameAt(lesson: LessonGame, fen: string): BoardGame | undefined {
  const startFen = lesson.startFen?.trim() || START_FEN
  let wanted: string
  try {
    wanted = indexedEpdOf(fen)
  } catch {
    return undefined
  }
  // Lines to look through, breadth first: each with the moves that lead to its start.
  const lines: { before: string[]; line: LessonMove[] }[] = [{ before: [], line: lesson.moves }]
  for (let next = 0; next < lines.length; next++) {
    const { before, line } = lines[next]!
    const chess = new Chess(startFen)
    for (const san of before) chess.move(san)
    const played = [...before]
    for (const move of line) {
      for (const variation of move.variations ?? [])
        lines.push({ before: [...played], line: variation })
      chess.move(move.san)
      played.push(move.san)
      if (epdOf(chess.fen()) === wanted) return { startFen, moves: played }
    }
  }
  return undefined
}
