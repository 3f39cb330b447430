/**
 * What the lessons endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const lessonMessages = {
  noLesson: 'This video has no lesson yet.',
  positionInvalid:
    'fen must be a legal chess position in FEN (like rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1).',
  lessonBodyInvalid: 'Send {lesson: {startFen?, headers?, moves}} or {pgn}, one of the two.',
} as const
