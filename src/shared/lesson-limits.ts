import { firstPlyOf, lessonMoveLabel } from './move-numbers'

// What a lesson's move may carry and how big a lesson may be (docs/product.md, "Lessons"),
// without zod or chess.js: the editor's fields, its Import PGN, the API's save (as moves or as
// PGN) and the stores' reader all hold a lesson to these, through lessonLimitProblem, so that
// what a write accepts, every read reads (docs/decisions/033-one-check-for-a-lesson.md).

/** The annotations a move may carry, as PGN writes them after its SAN. */
export const ANNOTATIONS = ['!', '?', '!!', '??', '!?', '?!'] as const
export type Annotation = (typeof ANNOTATIONS)[number]

export const LESSON_LIMITS = {
  /** Moves in all, variations included. */
  moves: 1000,
  /** Variations inside variations. */
  depth: 10,
  /** Characters of one move's comment. */
  comment: 2000,
  /** A move's video time, in seconds: a day. */
  seconds: 86_400,
  /** Headers (PGN tags) of one lesson. */
  headers: 50,
  /** Characters of one header's value. */
  headerValue: 255,
} as const

/** Tags that come from the lesson's starting position only (its `startFen`), never as headers. */
export const POSITION_TAGS = ['FEN', 'SetUp'] as const

/** A PGN tag name (the PGN standard, 8.1.1): letters, digits and `_`, a letter first. */
export const isHeaderName = (name: string) =>
  /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name) && !(POSITION_TAGS as readonly string[]).includes(name)

/** A header's value: at most 255 characters, on one line (no control character). */
export const isHeaderValue = (value: string) =>
  value.length <= LESSON_LIMITS.headerValue && !/\p{Cc}/u.test(value)

/** A move's video time: whole or fractional seconds from 0 to a day. */
export const isMoveTime = (seconds: number) =>
  Number.isFinite(seconds) && seconds >= 0 && seconds <= LESSON_LIMITS.seconds

/** A move's annotations: known ones, each at most once. */
export const areAnnotations = (nags: readonly string[]) =>
  nags.length <= ANNOTATIONS.length &&
  new Set(nags).size === nags.length &&
  nags.every((nag) => (ANNOTATIONS as readonly string[]).includes(nag))

/** The shape a lesson's limits are checked on (shared/lesson.ts's LessonGame, loosely typed). */
type Move = { san: string; timeSeconds?: number; comment?: string; nags?: readonly string[] }
type Game = {
  startFen?: string
  headers: Record<string, string>
  moves: readonly (Move & { variations?: readonly (readonly Move[])[] })[]
}

/** What is beyond a lesson's limits; `label` names the move ("14. f5", "13... Ng4"). */
export type LessonLimitProblem =
  | { kind: 'too-many' }
  | { kind: 'too-deep' }
  | { kind: 'comment' | 'time' | 'annotations'; label: string }
  | { kind: 'headers' }
  | { kind: 'header-name' | 'header-value'; name: string }

/**
 * The first thing of a lesson beyond its limits, or null: its headers, then its moves in the
 * order PGN writes them. Linear in the lesson's size and without chess, so a lesson far past
 * its limits is refused before a move of it is replayed (lesson-rules.ts).
 */
export function lessonLimitProblem(game: Game): LessonLimitProblem | null {
  const names = Object.keys(game.headers)
  if (names.length > LESSON_LIMITS.headers) return { kind: 'headers' }
  for (const name of names) {
    if (!isHeaderName(name)) return { kind: 'header-name', name }
    if (!isHeaderValue(game.headers[name]!)) return { kind: 'header-value', name }
  }
  let count = 0
  const walk = (line: Game['moves'], ply: number, depth: number): LessonLimitProblem | null => {
    if (depth > LESSON_LIMITS.depth) return { kind: 'too-deep' }
    for (const [index, move] of line.entries()) {
      if (++count > LESSON_LIMITS.moves) return { kind: 'too-many' }
      const label = () => lessonMoveLabel(ply + index, move.san)
      if (move.comment !== undefined && move.comment.length > LESSON_LIMITS.comment)
        return { kind: 'comment', label: label() }
      if (move.timeSeconds !== undefined && !isMoveTime(move.timeSeconds))
        return { kind: 'time', label: label() }
      if (move.nags !== undefined && !areAnnotations(move.nags))
        return { kind: 'annotations', label: label() }
      for (const variation of move.variations ?? []) {
        const problem = walk(variation, ply + index, depth + 1)
        if (problem) return problem
      }
    }
    return null
  }
  return walk(game.moves, firstPlyOf(game.startFen), 0)
}

/** Whose moves a learner guesses ("I play", docs/product.md, "Guess the moves while you watch"). */
export const GUESS_SIDES = ['white', 'black', 'both'] as const
export type GuessSide = (typeof GUESS_SIDES)[number]
export const isGuessSide = (value: unknown): value is GuessSide =>
  GUESS_SIDES.includes(value as GuessSide)
