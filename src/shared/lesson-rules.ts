import { Chess } from 'chess.js'
import { firstPlyOf, lessonMoveLabel } from './move-numbers'
import { isLegalPosition, isReadablePosition } from './chess-rules'
import { START_FEN, tidyFen } from './fen'
import type { LessonGame, LessonMove } from './lesson'
import { atOnce, type InSteps } from './in-steps'
import { lessonLimitProblem, type LessonLimitProblem } from './lesson-limits'

// A lesson by the rules of chess (docs/product.md, "Lessons"), for the back end that stores it
// and the editor that builds it: each move replayed by chess.js (BSD-2) from where its line
// starts, SAN as chess.js writes it, and the positions its lines reach.

/** A position a lesson reaches: the board part of its FEN (for "Lessons with this position"). */
export type LessonPosition = { epd: string; ply: number; san: string; timeSeconds?: number }

export type CheckedLesson = {
  game: LessonGame
  /** The main line's moves of both sides: 46 for a game of 23 moves. */
  plyCount: number
  /** Every move's position, variations included, each once per place in the tree. */
  positions: LessonPosition[]
  /** The main line's positions (FENs), its start first: what names its opening. */
  mainLine: string[]
}

export type LessonProblem =
  { kind: 'illegal'; label: string } | { kind: 'start' } | LessonLimitProblem

/** A position as the lesson index keys it: its FEN without the move counters. */
export const epdOf = (fen: string) => tidyFen(fen).split(' ').slice(0, 4).join(' ')

/**
 * A position given from outside (a board, a link) as the lesson index keys it: written by
 * chess.js first, which sets an en-passant square only where a pawn can take. Throws on a FEN
 * chess.js cannot read.
 */
export const indexedEpdOf = (fen: string) => epdOf(new Chess(tidyFen(fen)).fen())

/**
 * The index's key of a position given from outside when it is a legal one (isLegalPosition),
 * else null: one chess.js board for both checks, which "Lessons with this position" makes on
 * every request (docs/performance.md, "The server").
 */
export function legalIndexedEpdOf(fen: string): string | null {
  const tidy = tidyFen(fen)
  if (!isReadablePosition(tidy)) return null
  const chess = new Chess(tidy, { skipValidation: true })
  const mover = chess.turn()
  const [king] = chess.findPiece({ type: 'k', color: mover === 'w' ? 'b' : 'w' })
  return king && !chess.isAttacked(king, mover) ? epdOf(chess.fen()) : null
}

/**
 * The lesson with every move checked and written as chess.js writes it, or the first problem:
 * anything beyond its limits (lesson-limits.ts: checked first, without chess, so that a lesson
 * far past them costs only its reading), a start that is no legal position, or an illegal move
 * (named as "14. f5").
 */
export const checkLesson = (game: LessonGame): CheckedLesson | LessonProblem =>
  atOnce(checkLessonInSteps(game))

/** The same, a move a step, for the back end to run in slices (api/in-slices.ts). */
export function* checkLessonInSteps(game: LessonGame): InSteps<CheckedLesson | LessonProblem> {
  const beyond = lessonLimitProblem(game)
  if (beyond) return beyond
  const startFen = game.startFen?.trim() || START_FEN
  if (!isLegalPosition(startFen)) return { kind: 'start' }
  const positions: LessonPosition[] = []
  const mainLine = [new Chess(startFen).fen()]
  // The first problem met: the walk stops there.
  const found: { problem?: LessonProblem } = {}

  function* walk(line: LessonMove[], fen: string, ply: number): InSteps<LessonMove[]> {
    const checked: LessonMove[] = []
    const chess = new Chess(fen)
    for (const [index, move] of line.entries()) {
      const before = chess.fen()
      let san: string
      try {
        const played = chess.move(move.san)
        if (played.san === '--') throw new Error('a null move')
        san = played.san
      } catch {
        found.problem = { kind: 'illegal', label: lessonMoveLabel(ply + index, move.san) }
        return checked
      }
      const after = chess.fen()
      if (line === game.moves) mainLine.push(after)
      const { variations, ...rest } = move
      const kept: LessonMove = { ...rest, san }
      positions.push({
        epd: epdOf(after),
        ply: ply + index + 1,
        san,
        ...(move.timeSeconds !== undefined && { timeSeconds: move.timeSeconds }),
      })
      yield
      if (variations?.length) {
        kept.variations = []
        for (const variation of variations) {
          kept.variations.push(yield* walk(variation, before, ply + index))
          if (found.problem) return checked
        }
      }
      checked.push(kept)
    }
    return checked
  }

  const moves = yield* walk(game.moves, startFen, firstPlyOf(startFen))
  if (found.problem) return found.problem
  return {
    game: { ...game, ...(game.startFen ? { startFen } : {}), moves },
    plyCount: moves.length,
    positions,
    mainLine,
  }
}

/** What is wrong with a lesson, in words: the API's refusal (the editor says it in its language). */
export function lessonProblemMessage(problem: LessonProblem): string {
  switch (problem.kind) {
    case 'illegal':
      return `${problem.label} is not legal here.`
    case 'start':
      return 'The starting position is not a legal position.'
    case 'too-many':
      return 'A lesson can have at most 1,000 moves, variations included.'
    case 'too-deep':
      return 'Variations can be nested at most 10 deep.'
    case 'comment':
      return `A comment can have at most 2,000 characters: the one on ${problem.label} has more.`
    case 'time':
      return `The time of ${problem.label} is not a time of the video (0:00 to 24:00:00).`
    case 'annotations':
      return `${problem.label} has an annotation twice, or one that is not !, ?, !!, ??, !? or ?!.`
    case 'headers':
      return 'A lesson can have at most 50 headers.'
    case 'header-name':
      return `${JSON.stringify(problem.name.slice(0, 40))} is not a header's name: a PGN tag is letters, digits and _, a letter first (FEN and SetUp come from the starting position).`
    case 'header-value':
      return `The header ${problem.name} can have at most 255 characters, on one line.`
  }
}
