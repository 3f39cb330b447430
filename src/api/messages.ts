import { inputMessages, MAX_BODY_DEPTH } from '@/shared/input-rules'
import { homeworkMessages } from '@/shared/homework'
import { authMessages } from './auth/messages'
import { accountMessages } from './account/messages'
import { videoMessages } from './videos/messages'
import { lessonMessages } from './lessons/messages'
import { trainingMessages } from './training/messages'
import { guessApiMessages } from './guesses/messages'
import { playlistMessages } from './playlists/messages'
import { listMessages } from './lists/messages'
import { studyMessages } from './study/messages'
import { drillMessages } from './drills/messages'
import { sharingMessages } from './sharing/messages'
import { classMessages } from './classes/messages'
import { puzzleMessages } from './puzzles/messages'
import { verdictApiMessages } from './verdicts/messages'
import { gameApiMessages } from './games/messages'

/**
 * Every message the back end answers with (docs/api.md, "Errors"): each resource's own, from its
 * folder's messages.ts, and those of no one resource.
 */
export const messages = {
  ...inputMessages,
  ...homeworkMessages,
  ...puzzleMessages,
  ...authMessages,
  ...accountMessages,
  ...videoMessages,
  ...lessonMessages,
  ...trainingMessages,
  ...guessApiMessages,
  ...playlistMessages,
  ...listMessages,
  ...studyMessages,
  ...drillMessages,
  ...sharingMessages,
  ...classMessages,
  ...verdictApiMessages,
  ...gameApiMessages,
  databaseDown: 'The database does not answer. Try again shortly.',
  emailNotRegistered: 'The email you entered is not Registered. Not Found error',
  userNotFound: 'The user you request does not exist. Not Found error.',
  videoNotFound: 'The video you requested does not exist.',
  accountBusy: 'Your earlier requests are still being worked on: try again in a moment.',
  invalidJson: 'The request body is not valid JSON.',
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  nestedTooDeeply: `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of lists and objects.`,
  utcOffsetInvalid: 'utcOffset must be a whole number of minutes from -840 to 840.',
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
} as const
