import { FEN_INVALID } from './fen'
import { thousands as count } from './thousands'

/**
 * Input rules that the page checks before sending and the back end enforces
 * (docs/product.md, "Input rules"): one definition for both sides, and the messages that say
 * them, written from the same numbers.
 */

export const MIN_PASSWORD_LENGTH = 8
/** Other moves a drill accepts at one of the learner's steps (shared/drill-alternatives.ts). */
export const MAX_ALTERNATIVES = 10
const MAX_PASSWORD_LENGTH = 200

/** A first or last name, trimmed (signup sends the Name field split in two). */
export const NAME_MAX = 100

export const PLAYLIST_TITLE_MAX = 100
export const PLAYLIST_DESCRIPTION_MAX = 1000
/** A playlist's videos are at most this many (an order or a restore lists them all). */
export const MAX_PLAYLIST_VIDEOS = 1000

/**
 * What one account may hold, sized so that no real learner meets it (docs/api.md, "Limits"):
 * beyond them a write is refused with 409, so one account cannot slow everyone's reads.
 */
export const MAX_PLAYLISTS = 200
export const MAX_NOTES_PER_VIDEO = 500
export const MAX_DRILLS = 10_000
/** A coach's classes, a class's students and its assignments (docs/api.md, "Limits"). */
export const MAX_CLASSES = 50
export const MAX_CLASS_STUDENTS = 200
export const MAX_CLASS_ASSIGNMENTS = 100
/** A drill's answer: the learner's moves and the replies, 1 to 20 (docs/product.md, "Drills"). */
export const MAX_SOLUTION_MOVES = 20

/** A note's text, trimmed (docs/api.md, "Notes"). */
export const NOTE_TEXT_MAX = 2000
/** A note's moves: a long game is 150 plies; an annotated line is shorter. */
export const MAX_NOTE_MOVES = 500
/** A move in SAN is at most 7 characters (`exd8=Q#`); loose forms (`Ng1xf3+`) a few more. */
export const MOVE_TEXT_MAX = 12
/** A video is at most a day long (docs/api.md, "Progress"). */
export const MAX_VIDEO_SECONDS = 86_400

/** Larger request bodies are refused (413) before they are parsed. */
export const MAX_BODY_BYTES = 100 * 1024
/** A lesson 10 variations deep is about 34 levels of JSON; a deeper body is refused before it is walked. */
export const MAX_BODY_DEPTH = 40

/** A catalogue video's fields (docs/product.md, "Curators grow the catalogue"). */
export const VIDEO_TITLE_MAX = 200
export const CREATOR_MAX = 100
export const VIDEO_DESCRIPTION_MAX = 5000
export const MAX_TOPICS = 20
export const TOPIC_MAX = 40
/** An import's rows, and its body: larger than any other request's, but bounded. */
export const MAX_IMPORT_VIDEOS = 2000
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024
/** A curator's import of puzzles (/studio, "Import puzzles"); a server's script takes any size. */
export const MAX_PUZZLE_IMPORT_BYTES = 10 * 1024 * 1024

/** The in-browser back end's delay is bounded, so a stored number can never hold requests long. */
export const MAX_DELAY_MS = 10_000

/** What the rules above say when they refuse something (the page and the API alike). */
export const inputMessages = {
  passwordTooShort: `Password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Passwords can have at most ${MAX_PASSWORD_LENGTH} characters.`,
  nameTooLong: `Names can have at most ${NAME_MAX} characters.`,
  nameControlCharacters:
    'A name is one line: no control characters (a line break, a bell, an escape) nor marks that turn its direction.',
  invalidEmail: 'The email address is not valid.',
  noteTextInvalid: `A note needs 1 to ${count(NOTE_TEXT_MAX)} characters of text.`,
  noteTimeInvalid: `timeSeconds must be a number of seconds from 0 to ${count(MAX_VIDEO_SECONDS)}.`,
  progressInvalid: `positionSeconds and durationSeconds must be numbers of seconds, 0 or more, the position at most the duration and the duration at most ${count(MAX_VIDEO_SECONDS)}.`,
  videoIdsInvalid: `videoIds must be a list of at most ${count(MAX_PLAYLIST_VIDEOS)} video ids.`,
  bodyTooLarge: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  tooManyPlaylists: `An account can have at most ${count(MAX_PLAYLISTS)} playlists. Delete one to make another.`,
  playlistFull: `A playlist can hold at most ${count(MAX_PLAYLIST_VIDEOS)} videos.`,
  tooManyNotes: `A video can have at most ${count(MAX_NOTES_PER_VIDEO)} notes of yours. Delete one to add another.`,
  fenInvalid: FEN_INVALID,
  movesInvalid: `moves must be a list of at most ${count(MAX_NOTE_MOVES)} moves, each written in SAN (like Nf3).`,
  illegalMoves: 'Those moves are not legal from this position.',
  illegalPosition: 'That is not a legal position.',
  positionNotReached: 'The fen sent is not the position those moves reach.',
  notePatchEmpty: 'Send a new text, time or position.',
  drillNoteMissing: 'noteId must name one of your notes.',
  solutionInvalid: `solution must be a list of 1 to ${MAX_SOLUTION_MOVES} moves, each written in SAN (like Nf3).`,
  ratingInvalid: 'rating must be "again", "hard", "good" or "easy".',
  illegalSolution: 'That answer is not legal from this position.',
  alternativesInvalid: `alternatives must list, for each of your moves in the answer, at most ${MAX_ALTERNATIVES} other moves written in SAN (like Nf3).`,
  illegalAlternatives: 'Those alternatives are not legal where the answer asks for your move.',
  drillNeedsPosition: 'A drill needs a note with a position.',
  drillExists: 'This note already has a drill.',
  tooManyDrills: `An account can have at most ${count(MAX_DRILLS)} drills. Remove one to make another.`,
  tooManyClasses: `An account can coach at most ${MAX_CLASSES} classes. Delete one to make another.`,
  classFull: `This class is full: a class can have at most ${MAX_CLASS_STUDENTS} students.`,
  tooManyAssignments: `A class can have at most ${MAX_CLASS_ASSIGNMENTS} assignments. Unassign one to assign another.`,
} as const

/** Trimmed and NFC-normalised, so "Café" typed either way is one title. */
export const normalizeTitle = (title: string) => title.trim().normalize('NFC')

// Whitespace, control and format characters (zero-width spaces, joiners, BOM) and the blank
// letters that render as nothing: a title made only of these looks empty.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu

export const isVisibleTitle = (title: string) => title.replace(INVISIBLE, '') !== ''

/**
 * What no name holds (docs/api.md, "Names"): control characters (a bell, an escape, a line
 * break), the line and paragraph separators, and the marks that embed, override or isolate a
 * direction (U+202E shows "Ana\u202Egnp.exe" as "Anaexe.png").
 */
const CUTS_A_LINE = /[\p{Cc}\u2028\u2029]/gu
const TURNS_A_LINE = /[\u202A-\u202E\u2066-\u2069]/gu

/** A name is one line of text, read in its own direction: the one rule for every name typed. */
export const isOneLineName = (name: string) =>
  !/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(name)

/** A name stored before that rule, made one: what cuts a line is a space, what turns one goes. */
export const oneLineName = (name: string) =>
  isOneLineName(name)
    ? name
    : name.replace(CUTS_A_LINE, ' ').replace(TURNS_A_LINE, '').replace(/\s+/g, ' ').trim()

/**
 * Playlist titles are unique per user ignoring case: "Openings" and "openings" collide. Stores
 * keep this key in a unique index, so changing it needs a migration that recomputes them.
 */
export const titleKey = (title: string) => normalizeTitle(title).toLocaleLowerCase('en')
