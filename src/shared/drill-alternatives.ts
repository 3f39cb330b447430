import { Chess } from 'chess.js'

// "Drills that accept every good move" (docs/product.md): a drill's answer may accept other
// moves at each of the learner's steps (the 1st, 3rd, 5th … moves of the answer).

/** How many of the answer's moves are the learner's. */
export const learnerStepsOf = (solution: readonly string[]) => Math.ceil(solution.length / 2)

/**
 * Each step's other accepted moves, written as chess.js writes SAN, without repeats and without
 * the answer's own move; null when one is not legal at its step or there are more steps than
 * the learner has.
 */
export function checkAlternatives(
  fen: string,
  solution: readonly string[],
  alternatives: readonly (readonly string[])[],
): string[][] | null {
  if (alternatives.length > learnerStepsOf(solution)) return null
  const chess = new Chess(fen)
  const checked: string[][] = []
  for (const [step, moves] of alternatives.entries()) {
    const answer = solution[step * 2]!
    const kept = new Set<string>()
    for (const move of moves) {
      let san: string
      try {
        san = chess.move(move.trim()).san
      } catch {
        return null
      }
      chess.undo()
      if (san === '--') return null
      if (san !== answer) kept.add(san)
    }
    checked.push([...kept])
    chess.move(answer)
    const reply = solution[step * 2 + 1]
    if (reply) chess.move(reply)
  }
  // Steps with nothing accepted beyond the answer are written as empty lists up to the last one.
  while (checked.length > 0 && checked.at(-1)!.length === 0) checked.pop()
  return checked
}

/** A drill's accepted moves with one more at a learner's step (earlier steps kept, or empty). */
export function withAlternative(alternatives: readonly string[][], step: number, move: string) {
  const next = Array.from({ length: Math.max(alternatives.length, step + 1) }, (_, index) => [
    ...(alternatives[index] ?? []),
  ])
  if (!next[step]!.includes(move)) next[step]!.push(move)
  return next
}
