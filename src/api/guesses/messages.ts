/**
 * What the guesses endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const guessApiMessages = {
  guessPlyMissing: (ply: number, plies: number) =>
    `Ply ${ply} is not a move of this lesson's main line, which has ${plies}.`,
  guessWrongSide: (ply: number, color: string, side: string) =>
    `Ply ${ply} is ${color === 'white' ? "White's" : "Black's"} move; this round plays ${side}.`,
  guessTwice: (ply: number) => `Ply ${ply} is guessed more than once.`,
  guessIllegal: (played: string, ply: number) => `${played} is not a legal move at ply ${ply}.`,
} as const
