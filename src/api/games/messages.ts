/**
 * What the games endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts lists
 * every resource's.
 */
export const gameApiMessages = {
  gameNotFound: 'The game you requested does not exist.',
  gameFenInvalid: 'The game’s start is not a legal position.',
  gameMoveIllegal: (move: string, ply: number) => `${move} is not a legal move at ply ${ply}.`,
  gameNotOver: (termination: string) =>
    `The game is said to end by ${termination}, but its last position shows no ${termination}.`,
  gameOverBefore: (ply: number) => `The game was over after ply ${ply}; no move can follow.`,
  gameResultWrong: (termination: string, result: string) =>
    `A game that ends by ${termination} cannot be ${result}.`,
  gameOverOnBoard: (termination: string) =>
    `The last position is over on the board: it ends by ${termination}, not by resignation or agreement.`,
} as const
