import type { Category, Drill, Note, Progress, Rating, UserRole, Video } from '@/shared/entities'
import type { CardState } from '../drills/scheduler'
import type { VideoListName } from '@/shared/entity-names'
import type { PasswordHash } from '../auth/passwords'

/**
 * The Store port: what the route handlers and domain rules (../domain) need from a database.
 * Two adapters implement it, IndexedDB (indexeddb/, in the browser's worker) and PostgreSQL
 * (postgres/, on the Node server, over `pg` or PGlite); they hold no rule of their own beyond
 * uniqueness, which lives in the database so concurrent requests cannot break it
 * (docs/architecture.md, "The back end"). The contract suite runs unchanged on both.
 */

/** Which list an entry belongs to; playlist entries are owned by the playlist's id. */
export type EntryListName = VideoListName | 'playlist'

export type UserRecord = {
  _id: string
  email: string
  firstName: string
  lastName: string
  /** null when the stored hash cannot be read: no password then matches. */
  password: PasswordHash | null
  createdAt: string
  updatedAt: string
  /** Given in the demo seed (Alex); GAMBIT_CURATORS names more on a server (../curators.ts). */
  role?: UserRole
}

export type PlaylistRecord = {
  _id: string
  userId: string
  title: string
  description: string
  /** Set while anyone with the link may view it (docs/api.md, "Sharing"). */
  shareId?: string
}

/** A coach's class (docs/api.md, "Classes"): students join it by its code. */
export type ClassRecord = {
  _id: string
  coachId: string
  name: string
  code: string
  createdAt: string
}
export type MemberRecord = { classId: string; userId: string; joinedAt: string }
/** A playlist of the coach's given to a class, by a day (`YYYY-MM-DD`) or none. */
export type AssignmentRecord = {
  _id: string
  classId: string
  playlistId: string
  due?: string
  createdAt: string
}

export type ProgressRecord = Progress & { userId: string }
export type NoteRecord = Note & { userId: string }
export type DrillRecord = Drill & { userId: string; card: CardState }
/**
 * A login (docs/api.md, "Sessions"): its id is in the token, and a token whose session has ended
 * is refused. Logout ends one; a password change all of the user's others.
 */
export type SessionRecord = { _id: string; userId: string; createdAt: string; lastSeenAt: string }
/** One review of a drill: kept after the drill is removed (a streak counts it). */
export type ReviewRecord = { userId: string; drillId: string; rating: Rating; reviewedAt: string }
/** What the review screen reads (docs/api.md, "Drills"), asked for as `ReviewQueueQuery` says. */
export type ReviewQueue = {
  /** The drills due at `now`, most overdue first, at most `limit`. */
  drills: DrillRecord[]
  /** How many drills are due, counted up to `countUpTo`. */
  dueCount: number
  /** The earliest due time of the drills not due yet. */
  nextDueAt: string | null
  /** The learner's days (`reviewDay`) with a review at `reviewsSince` or later, in any order. */
  reviewDays: number[]
}
export type ReviewQueueQuery = {
  now: string
  limit: number
  countUpTo: number
  reviewsSince: string
  utcOffsetMinutes: number
}

/**
 * Who keeps a catalogue video up to date (docs/decisions/019-catalogue-in-the-store.md): the
 * seed's are refreshed by each new build; a curator's (added, or a seed video a curator edited
 * or removed) are never touched by it.
 */
export const VIDEO_SOURCES = ['seed', 'curator'] as const
export type VideoSource = (typeof VIDEO_SOURCES)[number]
export type CatalogueVideo = { video: Video; source: VideoSource; removedAt?: string }

/**
 * The catalogue as this instance last read it (each write to it makes the store read it again;
 * other instances' writes are seen within a second: docs/api.md, "Catalogue").
 */
export type Catalogue = {
  /** The videos of every browse view, in catalogue order: removed ones are not among them. */
  videos: Video[]
  categories: Category[]
  /** Any video a list may hold: a removed one carries `removed: true`. */
  video: (videoId: string) => Video | undefined
  category: (categoryId: string) => Category | undefined
}

/** One unit of work: every call inside it commits together or not at all. */
export interface StoreTx {
  readonly catalogue: Catalogue

  /**
   * A curator's new video, at the end of the catalogue; a removed video of that id comes back
   * with these fields. false when the catalogue has the video already.
   */
  addVideo(video: Video): Promise<boolean>
  /** Replaces a video's fields (the id stays); false when the catalogue has no such video. */
  updateVideo(video: Video): Promise<boolean>
  /** Takes the video out of the catalogue (lists keep it); false when it has no such video. */
  removeVideo(videoId: string, at: string): Promise<boolean>

  user(userId: string): Promise<UserRecord | undefined>
  /**
   * The user who asks. In a write, their record is held until the unit ends: one user's writes
   * take turns, so a limit counted in one cannot be passed by another at once, and a drill's
   * schedule is read and written in one step (docs/decisions/022).
   */
  requester(userId: string): Promise<UserRecord | undefined>
  userByEmail(email: string): Promise<UserRecord | undefined>
  /** false when the email is taken. */
  addUser(user: UserRecord): Promise<boolean>

  /**
   * The videos of a list, in the order they were added (a playlist: in its owner's order);
   * entries of unknown videos are skipped.
   */
  listVideos(owner: string, list: EntryListName): Promise<Video[]>
  /** false when the video is already in the list. */
  addEntry(owner: string, list: EntryListName, videoId: string): Promise<boolean>
  /** false when the video was not in the list. */
  removeEntry(owner: string, list: EntryListName, videoId: string): Promise<boolean>
  clearEntries(owner: string, list: EntryListName): Promise<void>

  /** The user's playlists, oldest first. */
  playlists(userId: string): Promise<PlaylistRecord[]>
  /**
   * The videos of every playlist of the user, by playlist id (as `listVideos` gives them): one
   * read however many playlists there are. A playlist with no videos may be missing.
   */
  playlistVideos(userId: string): Promise<Map<string, Video[]>>
  playlist(playlistId: string): Promise<PlaylistRecord | undefined>
  /** false when the user has a playlist of that title, ignoring case (see titleKey). */
  addPlaylist(playlist: PlaylistRecord): Promise<boolean>
  /** Replaces title and description; false when another of the user's playlists has the title. */
  updatePlaylist(playlist: PlaylistRecord): Promise<boolean>
  deletePlaylist(playlistId: string): Promise<void>
  /** Puts the playlist's videos in this order (the domain checks it lists each of them once). */
  orderPlaylist(playlistId: string, videoIds: string[]): Promise<void>

  /** Shares the playlist under `shareId`, or stops sharing it (null). */
  sharePlaylist(playlistId: string, shareId: string | null): Promise<void>
  /** The playlist shared under `shareId`, while it is. */
  sharedPlaylist(shareId: string): Promise<PlaylistRecord | undefined>

  /** false when another class has the code. */
  addClass(record: ClassRecord): Promise<boolean>
  findClass(classId: string): Promise<ClassRecord | undefined>
  classByCode(code: string): Promise<ClassRecord | undefined>
  /** The classes the user coaches, oldest first. */
  coachedClasses(userId: string): Promise<ClassRecord[]>
  /** The classes the user has joined, in the order joined. */
  joinedClasses(userId: string): Promise<ClassRecord[]>
  /** The class's students, in the order they joined. */
  classMembers(classId: string): Promise<MemberRecord[]>
  /** false when the user is in the class already. */
  addMember(member: MemberRecord): Promise<boolean>
  /** false when the user was not in the class. */
  removeMember(classId: string, userId: string): Promise<boolean>
  /** The class's assignments, oldest first. */
  classAssignments(classId: string): Promise<AssignmentRecord[]>
  /** false when the class has the playlist already. */
  addAssignment(assignment: AssignmentRecord): Promise<boolean>
  /** false when the class has no such assignment. */
  removeAssignment(classId: string, assignmentId: string): Promise<boolean>
  /** The class with its members and assignments; false when there was none. */
  deleteClass(classId: string): Promise<boolean>

  /** The user's progress, most recently updated first. */
  progress(userId: string): Promise<ProgressRecord[]>
  /** Creates or replaces the user's progress in that video. */
  saveProgress(progress: ProgressRecord): Promise<void>
  /** false when there was none. */
  removeProgress(userId: string, videoId: string): Promise<boolean>

  /** The user's notes on a video, by time in the video (then oldest first). */
  notes(userId: string, videoId: string): Promise<NoteRecord[]>
  addNote(note: NoteRecord): Promise<void>
  /** Replaces a note with the same id, owner and video; false when the user has no such note. */
  updateNote(note: NoteRecord): Promise<boolean>
  /** false when the user has no such note on that video; its drill goes with it. */
  removeNote(userId: string, videoId: string, noteId: string): Promise<boolean>
  /** One of the user's notes, whatever its video. */
  note(userId: string, noteId: string): Promise<NoteRecord | undefined>

  /** The user's drills, soonest due first. */
  drills(userId: string): Promise<DrillRecord[]>
  drill(userId: string, drillId: string): Promise<DrillRecord | undefined>
  /**
   * The review screen's read, through the due index; undefined when there is no such user. One
   * query on SQL: it is the read a learner's every visit makes (docs/performance.md).
   */
  reviewQueue(userId: string, query: ReviewQueueQuery): Promise<ReviewQueue | undefined>
  countDrills(userId: string): Promise<number>
  /** false when the note already has a drill. */
  addDrill(drill: DrillRecord): Promise<boolean>
  /** Writes the drill's new schedule (`due`, `reps`, `lapses`, `lastReview`, `card`). */
  updateDrill(drill: DrillRecord): Promise<void>
  /** false when the user has no such drill. */
  removeDrill(userId: string, drillId: string): Promise<boolean>
  addReview(review: ReviewRecord): Promise<void>
  /** The user's reviews at `since` or later (every one when not given), oldest first. */
  reviews(userId: string, since?: string): Promise<ReviewRecord[]>

  /** The session, or undefined once it has ended. */
  session(sessionId: string): Promise<SessionRecord | undefined>
  /** The user's sessions, oldest first. */
  sessions(userId: string): Promise<SessionRecord[]>
  addSession(session: SessionRecord): Promise<void>
  /** Notes when the session was last used (the owner may see it; nothing depends on it). */
  touchSession(sessionId: string, at: string): Promise<void>
  /** Ends the user's sessions: every one, or every one but `keep`. */
  endSessions(userId: string, keep?: string): Promise<void>
  /** false when the user has no such session. */
  endSession(userId: string, sessionId: string): Promise<boolean>
  /** Ends the user's sessions begun before `createdBefore` (their tokens have expired). */
  pruneSessions(userId: string, createdBefore: string): Promise<void>
  /** Replaces the user's password hash. */
  setPassword(userId: string, password: PasswordHash, at: string): Promise<void>
  /** Every note of the user's, on every video, oldest first. */
  userNotes(userId: string): Promise<NoteRecord[]>
  /** The user and every record of theirs, in every store: lists, playlists, progress, notes, drills, reviews and sessions. */
  deleteUser(userId: string): Promise<void>
}

/** The account part of a unit of work: what each adapter's account module implements. */
export type AccountTx = Pick<
  StoreTx,
  | 'session'
  | 'sessions'
  | 'addSession'
  | 'touchSession'
  | 'endSessions'
  | 'endSession'
  | 'pruneSessions'
  | 'setPassword'
  | 'userNotes'
  | 'deleteUser'
>

/** The catalogue part of a unit of work: what each adapter's catalogue module implements. */
export type CatalogueTx = Pick<StoreTx, 'addVideo' | 'updateVideo' | 'removeVideo'>

/** Sharing and classes: what each adapter's classes module implements. */
export type ClassesTx = Pick<
  StoreTx,
  | 'sharePlaylist'
  | 'sharedPlaylist'
  | 'addClass'
  | 'findClass'
  | 'classByCode'
  | 'coachedClasses'
  | 'joinedClasses'
  | 'classMembers'
  | 'addMember'
  | 'removeMember'
  | 'classAssignments'
  | 'addAssignment'
  | 'removeAssignment'
  | 'deleteClass'
>

/** The drills part of a unit of work: what each adapter's drills module implements. */
export type DrillsTx = Pick<
  StoreTx,
  | 'drills'
  | 'drill'
  | 'reviewQueue'
  | 'countDrills'
  | 'addDrill'
  | 'updateDrill'
  | 'removeDrill'
  | 'addReview'
  | 'reviews'
>

export interface Store {
  catalogue(): Promise<Catalogue>
  read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  /** Runs `work` in one write transaction; if it throws, nothing it wrote is kept. */
  write<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>
  tokenSecret(): Promise<Uint8Array>
  /** Resolves once the database answers a query now; rejects when it does not (readiness). */
  ping(): Promise<void>
}

/** The in-browser mock's own controls (the request tester's delay and "Reset demo data"). */
export interface MockControls {
  delay(): Promise<number>
  setDelay(ms: unknown): Promise<number>
  reset(): Promise<void>
}
