// Where a move stands on a score sheet ("14. f5", "13... Ng4"), from a game's starting position:
// no chess and no imports, so the lesson's limits (lesson-limits.ts) and the board's game
// (board-game.ts) both name moves by it.

/**
 * The ply of a game's first move from `startFen`, counted from White's first move of move 1
 * (0); a FEN without its side and move number: White, move 1.
 */
export function firstPlyOf(startFen: string | undefined) {
  const [, side = 'w', , , , fullMove = '1'] = (startFen ?? '').trim().split(/\s+/)
  return ((Number(fullMove) || 1) - 1) * 2 + (side === 'b' ? 1 : 0)
}

/** Where a ply stands on a score sheet: its move number and whether White plays it. */
export const movePlace = (ply: number) => ({
  number: Math.floor(ply / 2) + 1,
  white: ply % 2 === 0,
})

/** Where the move at `index` of a game from `startFen` stands on a score sheet. */
export const plyOf = (startFen: string | undefined, index: number) =>
  movePlace(firstPlyOf(startFen) + index)

/** "14. f5" or "13... Ng4": a move as a score sheet numbers it. */
export function lessonMoveLabel(ply: number, san: string) {
  const { number, white } = movePlace(ply)
  return white ? `${number}. ${san}` : `${number}... ${san}`
}
