/**
 * What the verdicts endpoint says when it refuses (docs/api.md, "Errors"); ../messages.ts lists
 * every resource's.
 */
export const verdictApiMessages = {
  verdictFenInvalid: 'The position is not a legal FEN.',
  verdictMoveIllegal: (move: string) => `${move} is not a legal move in this position.`,
  engineBusy: 'The engine is busy; try again in a moment.',
} as const
