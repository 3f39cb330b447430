import { plyOf } from '@/shared/move-numbers'

// What Gambit's PGN says of its own (notes-pgn.ts writes it, pgn-import.ts reads it).

/** The comment before a note's drill answer, which follows the note's moves in an export. */
export const DRILL_ANSWER = 'Drill answer'

/** A move as a score sheet names it alone: "2. Ke3", "13... Ng4" (PRODUCT.md's lesson names). */
export function moveLabel(startFen: string | undefined, index: number, san: string): string {
  const { number, white } = plyOf(startFen, index)
  return white ? `${number}. ${san}` : `${number}... ${san}`
}
