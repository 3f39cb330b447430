import type { AccountTx } from '../account/store'
import type { UsersTx } from '../auth/store'
import type { Catalogue, CatalogueTx } from '../videos/store'
import type { ClassesTx } from '../classes/store'
import type { DrillsTx } from '../drills/store'
import type { GuessesTx } from '../guesses/store'
import type { LessonsTx } from '../lessons/store'
import type { ListsTx } from '../lists/store'
import type { PlaylistsTx } from '../playlists/store'
import type { PuzzlesTx } from '../puzzles/store'
import type { SharingTx } from '../sharing/store'
import type { StudyTx } from '../study/store'
import type { VerdictsTx } from '../verdicts/store'
import type { GamesTx } from '../games/store'

/**
 * The Store port: what the route handlers and rules need from a database, as the sum of each
 * resource's slice (`<resource>/store.ts`: its records and its part of a unit of work). Two
 * adapters implement it, IndexedDB (indexeddb/, in the browser's worker) and PostgreSQL
 * (postgres/, on the Node server, over `pg` or PGlite), each from its resources' modules
 * (`<resource>/idb.ts`, `<resource>/sql.ts`); they hold no rule of their own beyond uniqueness,
 * which lives in the database so concurrent requests cannot break it (docs/architecture.md, "The
 * back end"). The contract suite runs unchanged on both.
 */

export type { AccountTx, SessionRecord } from '../account/store'
export type { UserRecord, UsersTx } from '../auth/store'
export type { Catalogue, CatalogueTx, CatalogueVideo, VideoSource } from '../videos/store'
export { VIDEO_SOURCES } from '../videos/store'
export type { AssignmentRecord, ClassRecord, ClassesTx, MemberRecord } from '../classes/store'
export type {
  DrillRecord,
  DrillsTx,
  ReviewQueue,
  ReviewQueueQuery,
  ReviewRecord,
} from '../drills/store'
export type { GuessRecord, GuessesTx } from '../guesses/store'
export type { LessonPositionRecord, LessonRecord, LessonsTx } from '../lessons/store'
export type { EntryListName, ListsTx } from '../lists/store'
export type { PlaylistRecord, PlaylistsTx } from '../playlists/store'
export type {
  PuzzleAttemptRecord,
  PuzzleCursor,
  PuzzleFilter,
  PuzzleRecord,
  PuzzlesTx,
} from '../puzzles/store'
export type { SharingTx } from '../sharing/store'
export type { NoteRecord, ProgressRecord, StudyTx } from '../study/store'
export type { EngineSearchRecord, VerdictsTx } from '../verdicts/store'
export type { GameRecord, GamesTx } from '../games/store'

/** One unit of work: every call inside it commits together or not at all. */
export interface StoreTx
  extends
    UsersTx,
    CatalogueTx,
    ListsTx,
    PlaylistsTx,
    SharingTx,
    ClassesTx,
    StudyTx,
    DrillsTx,
    LessonsTx,
    GuessesTx,
    PuzzlesTx,
    VerdictsTx,
    GamesTx,
    AccountTx {
  readonly catalogue: Catalogue
}

export interface Store {
  catalogue(): Promise<Catalogue>
  read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  /** Runs `work` in one write transaction; if it throws, nothing it wrote is kept. */
  write<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  tokenSecret(): Promise<Uint8Array>
  /** Resolves once the database answers a query now; rejects when it does not (readiness). */
  ping(): Promise<void>
}

/** The in-browser back end's own controls (the request tester's delay and "Reset demo data"). */
export interface BackEndControls {
  delay(): Promise<number>
  setDelay(ms: unknown): Promise<number>
  reset(): Promise<void>
}
