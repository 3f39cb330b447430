import { inputMessages } from '@/shared/input-rules'

/** Every message the back end answers with (docs/api.md, "Errors"). */
export const messages = {
  ...inputMessages,
  emailExists: 'Unprocessable Entity. Email Already Exists.',
  databaseDown: 'The database does not answer. Try again shortly.',
  emailNotRegistered: 'The email you entered is not Registered. Not Found error',
  userNotFound: 'The user you request does not exist. Not Found error.',
  wrongPassword: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  videoNotFound: 'The video you requested does not exist.',
  categoryNotFound: 'The category you requested does not exist.',
  playlistNotFound: 'The playlist you requested does not exist.',
  playlistTitleTaken: 'A playlist with this title already exists.',
  playlistTitleEmpty: 'The playlist title cannot be empty.',
  playlistPatchEmpty: 'Send a new title or description.',
  notAPermutation: "videoIds must list each of the playlist's videos exactly once.",
  duplicateVideoIds: 'videoIds lists a video more than once.',
  invalidJson: 'The request body is not valid JSON.',
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  progressNotFound: 'There is no progress saved for this video.',
  noteNotFound: 'The note you requested does not exist.',
  drillNotFound: 'The drill you requested does not exist.',
  utcOffsetInvalid: 'utcOffset must be a whole number of minutes from -840 to 840.',
  alreadyIn: {
    history: 'The video is already in your history',
    likes: 'The video is already in your liked videos',
    playlist: 'The video is already in your playlist',
    watchlater: 'The video is already in your watch later videos',
  },
  notIn: {
    history: 'The video is not in your history.',
    likes: 'The video is not in your liked videos.',
    playlist: 'The video is not in this playlist.',
    watchlater: 'The video is not in your watch later videos.',
  },
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
} as const
