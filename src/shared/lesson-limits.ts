// What a lesson's move may carry and how big a lesson may be (docs/product.md, "Lessons"),
// without zod: the editor's fields take them too.

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
} as const

/** Whose moves a learner guesses ("I play", docs/product.md, "Guess the moves while you watch"). */
export const GUESS_SIDES = ['white', 'black', 'both'] as const
export type GuessSide = (typeof GUESS_SIDES)[number]
export const isGuessSide = (value: unknown): value is GuessSide =>
  GUESS_SIDES.includes(value as GuessSide)
