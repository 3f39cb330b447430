/**
 * What the training endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const trainingMessages = {
  alreadyTraining: (side: string) =>
    `You already train this lesson as ${side === 'white' ? 'White' : 'Black'}.`,
  notTraining: 'You do not train this lesson.',
  nothingToTrain: (side: string) =>
    `This lesson has no move for ${side === 'white' ? 'White' : 'Black'} to play.`,
  noMissedGuesses: 'Your last round of guessing this lesson missed nothing.',
} as const
