import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb'
import type { Category, Video } from '@/shared/entities'
import type { GuessRecord } from '../../guesses/store'
import type { EngineSearchRecord } from '../../verdicts/store'
import type { GameRecord } from '../../games/store'
import type { AssignmentRoundRecord } from '../../classes/store'
import type { LessonPositionRecord, LessonRecord, LessonRepairRecord } from '../../lessons/store'
import type { PuzzleAttemptRecord, PuzzleRecord } from '../../puzzles/store'
import type {
  VideoSource,
  AssignmentRecord,
  ClassRecord,
  DrillRecord,
  MemberRecord,
  EntryListName,
  NoteRecord,
  PlaylistRecord,
  ProgressRecord,
  ReviewRecord,
  SessionRecord,
  UserRecord,
} from '../port'

/** A catalogue video as IndexedDB keeps it (schema 8: `source`, and `removedAt` once removed). */
export type StoredVideo = Omit<Video, 'removed'> & { source: VideoSource; removedAt?: string }

/**
 * The IndexedDB layout of the current schema version. Values are typed as written; everything
 * read is checked by ../records.ts, because a browser's storage can hold anything.
 */
export interface GambitDB extends DBSchema {
  /** Keys: "secret" (token secret), "delay" (ms), "catalogue" (seed fingerprint), "seeded". */
  meta: { key: string; value: unknown }
  /**
   * Catalogue records keep the catalogue's order through an auto-increment key; schema 8 adds
   * who keeps each up to date and when it was removed (catalogue/idb.ts).
   */
  videos: { key: number; value: StoredVideo & { seq?: number }; indexes: { byId: string } }
  categories: { key: number; value: Category & { seq?: number }; indexes: { byId: string } }
  users: { key: string; value: UserRecord; indexes: { email: string } }
  /**
   * One record per video in a list; `owner` is a user id, or a playlist id for 'playlist'.
   * Playlist entries carry their `position` in the playlist (schema 4).
   */
  entries: {
    key: number
    value: { seq?: number; owner: string; list: EntryListName; videoId: string; position?: number }
    indexes: { byList: [string, string]; byItem: [string, string, string] }
  }
  playlists: {
    key: number
    value: PlaylistRecord & { seq?: number; titleKey: string }
    /** Schema 9: byShareId (unique; a playlist not shared has no share id and no entry). */
    indexes: { byId: string; byUser: string; byTitleKey: [string, string]; byShareId: string }
  }
  /** One record per user and video, replaced as the user watches. */
  progress: { key: [string, string]; value: ProgressRecord; indexes: { byUser: string } }
  notes: { key: string; value: NoteRecord; indexes: { byVideo: [string, string] } }
  /** Schema 6: a note's drill (one at most: byNote is unique), found by when it is due. */
  drills: {
    key: string
    value: DrillRecord
    indexes: { byUserDue: [string, string]; byNote: string }
  }
  reviews: {
    key: number
    value: ReviewRecord & { seq?: number }
    indexes: { byUserTime: [string, string] }
  }
  /** Schema 7: logins, by the id their tokens carry. */
  sessions: { key: string; value: SessionRecord; indexes: { byUser: string } }
  /** Schema 9: classes, by their unique join code and by coach. */
  classes: { key: string; value: ClassRecord; indexes: { byCode: string; byCoach: string } }
  members: { key: [string, string]; value: MemberRecord; indexes: { byUser: string } }
  assignments: {
    key: string
    value: AssignmentRecord
    indexes: { byClass: string; byPlaylist: string; byClassPlaylist: [string, string] }
  }
  /** Schema 10: a video's lesson, and the positions it reaches by EPD. */
  lessons: { key: string; value: LessonRecord }
  lessonPositions: {
    key: number
    value: LessonPositionRecord & { seq?: number }
    indexes: { byEpd: string; byVideo: string }
  }
  /** Schema 15: a lesson's record as it was before it was brought within its limits. */
  lessonRepairs: { key: number; value: LessonRepairRecord }
  /** Schema 11: a learner's best and last guess round on a lesson. */
  guesses: { key: [string, string]; value: GuessRecord }
  /**
   * Schema 13: puzzles with the keys their indexes need (puzzles/idb.ts): `order` (an even spread
   * of the ids), one [theme, order, id] and one [theme, rating] per theme, and the opening family.
   */
  puzzles: {
    key: string
    value: StoredPuzzle
    indexes: {
      inOrder: [number, string]
      byRating: number
      byThemeOrder: [string, number, string]
      byThemeRating: [string, number]
      byOpeningOrder: [string, number, string]
    }
  }
  /** How many puzzles have each theme, kept as puzzles are added. */
  puzzleThemes: { key: string; value: { theme: string; count: number } }
  puzzleAttempts: { key: [string, string]; value: PuzzleAttemptRecord }
  /** Schema 18: games against the engine, by id and by player and end (games/idb.ts). */
  games: { key: string; value: GameRecord; indexes: { byUserTime: [string, string] } }
  /** Schema 17: the engine judge's searches, by EPD, search and move (verdicts/store.ts). */
  engineSearches: { key: [string, string, string]; value: EngineSearchRecord }
  /** Schema 14: a student's best round of an assigned lesson (assignments have a `kind`). */
  assignmentRounds: {
    key: [string, string]
    value: AssignmentRoundRecord
    indexes: { byUser: string }
  }
}

export type StoredPuzzle = PuzzleRecord & {
  order: number
  /** The first opening tag (the family); none, and the puzzle is in no opening's index. */
  openingFamily?: string
  themeOrder: [string, number, string][]
  themeRating: [string, number][]
}

export type Db = IDBPDatabase<GambitDB>
export type Name = StoreNames<GambitDB>
/** The stores of the users and what they made; "Reset demo data" empties every one. */
export const USER_STORES = [
  'users',
  'entries',
  'playlists',
  'progress',
  'notes',
  'drills',
  'reviews',
  'sessions',
  'classes',
  'members',
  'assignments',
  'guesses',
  'puzzleAttempts',
  'assignmentRounds',
  'games',
] as const satisfies Name[]
// Lessons are the catalogue's, as its videos, and so are puzzles: a reset keeps them, and the
// engine's searches, which are no one's.
export const ALL_STORES: Name[] = [
  'meta',
  'videos',
  'categories',
  'lessons',
  'lessonPositions',
  'lessonRepairs',
  'puzzles',
  'puzzleThemes',
  'engineSearches',
  ...USER_STORES,
]
export type Tx<Mode extends IDBTransactionMode = IDBTransactionMode> = IDBPTransaction<
  GambitDB,
  Name[],
  Mode
>
