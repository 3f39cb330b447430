// What Gambit's PGN says of its own (notes-pgn.ts writes it, pgn-import.ts reads it).

/** The comment before a note's drill answer, which follows the note's moves in an export. */
export const DRILL_ANSWER = 'Drill answer'

/** A move as a score sheet names it alone: "2. Ke3", "13... Ng4" (PRODUCT.md's lesson names). */
export function moveLabel(startFen: string | undefined, index: number, san: string): string {
  const [, side = 'w', , , , fullMove = '1'] = (startFen ?? '').trim().split(/\s+/)
  const ply = index + (side === 'b' ? 1 : 0)
  const number = (Number(fullMove) || 1) + Math.floor(ply / 2)
  return ply % 2 === 0 ? `${number}. ${san}` : `${number}... ${san}`
}
