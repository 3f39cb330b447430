import type { IDBPDatabase, IDBPTransaction } from 'idb'
import { oneLineName, titleKey } from '@/shared/input-rules'
import { isRecord } from '@/shared/is-record'
import { repairStoredLessons } from '../../lessons/repair'

/**
 * Numbered, forward-only migrations (docs/architecture.md, "Stored data"). Migration N turns
 * schema N-1 into schema N; a database at version V runs V+1 … latest, in one upgrade
 * transaction, so a failure leaves it as it was. Never edit a migration that has shipped: add one.
 * They work on untyped stores because each sees the layout of its own time, not today's.
 */
type AnyDb = IDBPDatabase<unknown>
type AnyTx = IDBPTransaction<unknown, string[], 'versionchange'>
type Migration = (db: AnyDb, tx: AnyTx) => Promise<void> | void

export const migrations: Migration[] = [
  // 1: the first layout (wave 1).
  (db) => {
    db.createObjectStore('meta')
    for (const name of ['videos', 'categories']) {
      const store = db.createObjectStore(name, { keyPath: 'seq', autoIncrement: true })
      store.createIndex('byId', '_id', { unique: true })
    }
    db.createObjectStore('users', { keyPath: '_id' }).createIndex('email', 'email', {
      unique: true,
    })
    const entries = db.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true })
    // The index sorts equal keys by `seq`, so a list reads back in insertion order.
    entries.createIndex('byList', ['owner', 'list'])
    // A unique index makes a duplicate add fail inside the database, even under concurrent requests.
    entries.createIndex('byItem', ['owner', 'list', 'videoId'], { unique: true })
    const playlists = db.createObjectStore('playlists', { keyPath: 'seq', autoIncrement: true })
    playlists.createIndex('byId', '_id', { unique: true })
    playlists.createIndex('byUser', 'userId')
    playlists.createIndex('byTitle', ['userId', 'title'], { unique: true })
  },

  // 2: playlist titles unique ignoring case; entries stop copying the video (it is read from the
  // catalogue, which now carries level and tags); meta keys of their own.
  async (_db, tx) => {
    const playlists = tx.objectStore('playlists')
    const taken = new Set<string>()
    for (let cursor = await playlists.openCursor(); cursor; cursor = await cursor.continue()) {
      const record: unknown = cursor.value
      // An unreadable record is left as it is (the store skips it); it must not stop the upgrade.
      if (!isRecord(record) || typeof record.title !== 'string') continue
      // "Openings" and "openings" could both exist before: the later one is renamed, not lost.
      const owned = (title: string) => `${String(record.userId)}\u0000${titleKey(title)}`
      let title = record.title
      for (let n = 2; taken.has(owned(title)); n++) title = `${record.title} (${n})`
      taken.add(owned(title))
      await cursor.update({ ...record, title, titleKey: titleKey(title) })
    }
    playlists.deleteIndex('byTitle')
    playlists.createIndex('byTitleKey', ['userId', 'titleKey'], { unique: true })

    const entries = tx.objectStore('entries')
    for (let cursor = await entries.openCursor(); cursor; cursor = await cursor.continue()) {
      const entry: unknown = cursor.value
      if (!isRecord(entry) || !('video' in entry)) continue
      const { video: _video, ...rest } = entry
      await cursor.update(rest)
    }

    const meta = tx.objectStore('meta')
    const schema: unknown = await meta.get('schema')
    if (isRecord(schema)) {
      await meta.put(schema.secret, 'secret')
      await meta.put(true, 'seeded')
      await meta.delete('schema')
    }
  },

  // 3: progress in each video and notes on it (docs/product.md, "Watch and study"); nothing
  // that was stored changes.
  (db) => {
    const progress = db.createObjectStore('progress', { keyPath: ['userId', 'videoId'] })
    progress.createIndex('byUser', 'userId')
    const notes = db.createObjectStore('notes', { keyPath: '_id' })
    notes.createIndex('byVideo', ['userId', 'videoId'])
  },

  // 4: a playlist's videos keep the order their owner gives them (PUT …/order): each playlist
  // entry gets a `position`, its key until then, so nothing moves.
  async (_db, tx) => {
    const entries = tx.objectStore('entries')
    for (let cursor = await entries.openCursor(); cursor; cursor = await cursor.continue()) {
      const entry: unknown = cursor.value
      if (!isRecord(entry) || entry.list !== 'playlist' || typeof entry.position === 'number')
        continue
      await cursor.update({ ...entry, position: cursor.primaryKey })
    }
  },

  // 5: notes keep the board's moves (`startFen`, `moves`; docs/product.md, "A board beside every
  // video") and when they were last edited: a note written before was last changed when written.
  async (_db, tx) => {
    const notes = tx.objectStore('notes')
    for (let cursor = await notes.openCursor(); cursor; cursor = await cursor.continue()) {
      const note: unknown = cursor.value
      if (!isRecord(note) || typeof note.updatedAt === 'string') continue
      await cursor.update({ ...note, updatedAt: note.createdAt })
    }
  },

  // 6: drills and their reviews (docs/product.md, "Drills"); nothing that was stored changes.
  (db) => {
    const drills = db.createObjectStore('drills', { keyPath: '_id' })
    drills.createIndex('byUserDue', ['userId', 'due'])
    drills.createIndex('byNote', 'noteId', { unique: true })
    const reviews = db.createObjectStore('reviews', { keyPath: 'seq', autoIncrement: true })
    reviews.createIndex('byUserTime', ['userId', 'reviewedAt'])
  },

  // 7: sessions (docs/api.md, "Sessions"); nothing that was stored changes. Tokens made before
  // name no session and are refused: their users log in again and find everything as it was.
  (db) => {
    db.createObjectStore('sessions', { keyPath: '_id' }).createIndex('byUser', 'userId')
  },

  // 8: curators grow the catalogue (docs/decisions/019-catalogue-in-the-store.md). Every video
  // stored so far is the seed's; Alex Carter, the demo data's curator, gets the role.
  async (_db, tx) => {
    const videos = tx.objectStore('videos')
    for (let cursor = await videos.openCursor(); cursor; cursor = await cursor.continue()) {
      const video: unknown = cursor.value
      if (isRecord(video) && video.source === undefined)
        await cursor.update({ ...video, source: 'seed' })
    }
    const users = tx.objectStore('users')
    const alex: unknown = await users.index('email').get('alex@gambit.dev')
    if (isRecord(alex)) await users.put({ ...alex, role: 'curator' })
  },

  // 9: shared playlists and classes (docs/api.md, "Sharing" and "Classes"); nothing that was
  // stored changes: no playlist is shared yet.
  (db, tx) => {
    tx.objectStore('playlists').createIndex('byShareId', 'shareId', { unique: true })
    const classes = db.createObjectStore('classes', { keyPath: '_id' })
    classes.createIndex('byCode', 'code', { unique: true })
    classes.createIndex('byCoach', 'coachId')
    db.createObjectStore('members', { keyPath: ['classId', 'userId'] }).createIndex(
      'byUser',
      'userId',
    )
    const assignments = db.createObjectStore('assignments', { keyPath: '_id' })
    assignments.createIndex('byClass', 'classId')
    assignments.createIndex('byPlaylist', 'playlistId')
    assignments.createIndex('byClassPlaylist', ['classId', 'playlistId'], { unique: true })
  },

  // 10: lessons (docs/product.md, "Lessons"), one per video, and the positions they reach by
  // EPD; nothing that was stored changes.
  (db) => {
    db.createObjectStore('lessons', { keyPath: 'videoId' })
    const positions = db.createObjectStore('lessonPositions', {
      keyPath: 'seq',
      autoIncrement: true,
    })
    positions.createIndex('byEpd', 'epd')
    positions.createIndex('byVideo', 'videoId')
  },

  // 11: guess rounds (docs/product.md, "Guess the moves while you watch"), a learner's best and
  // last on each lesson; nothing that was stored changes.
  (db) => {
    db.createObjectStore('guesses', { keyPath: ['userId', 'videoId'] })
  },

  // 12: every stored drill is a note's, and says so (`source`); its schedule is unchanged. A
  // drill of a lesson or a puzzle has no note (byNote skips it).
  async (_db, tx) => {
    let cursor = await tx.objectStore('drills').openCursor()
    while (cursor) {
      const drill = cursor.value as { noteId?: unknown; source?: unknown }
      if (drill.source === undefined && typeof drill.noteId === 'string')
        await cursor.update({ ...drill, source: { kind: 'note', noteId: drill.noteId } })
      cursor = await cursor.continue()
    }
  },

  // 13: puzzles (docs/product.md, "Puzzles"), found by theme, rating, opening family and an even
  // spread of their ids; their themes' counts; a learner's attempts. Nothing stored changes.
  (db) => {
    const puzzles = db.createObjectStore('puzzles', { keyPath: '_id' })
    puzzles.createIndex('inOrder', ['order', '_id'])
    puzzles.createIndex('byRating', 'rating')
    puzzles.createIndex('byThemeOrder', 'themeOrder', { multiEntry: true })
    puzzles.createIndex('byThemeRating', 'themeRating', { multiEntry: true })
    puzzles.createIndex('byOpeningOrder', ['openingFamily', 'order', '_id'])
    db.createObjectStore('puzzleThemes', { keyPath: 'theme' })
    db.createObjectStore('puzzleAttempts', { keyPath: ['userId', 'puzzleId'] })
  },

  // 14: homework (docs/product.md, "Homework that grades itself"): every assignment made before is
  // a playlist's and says so (`kind`); a student's best round of an assigned lesson is kept.
  async (db, tx) => {
    let cursor = await tx.objectStore('assignments').openCursor()
    while (cursor) {
      const assignment = cursor.value as { kind?: unknown }
      if (assignment.kind === undefined) await cursor.update({ ...assignment, kind: 'playlist' })
      cursor = await cursor.continue()
    }
    db.createObjectStore('assignmentRounds', { keyPath: ['assignmentId', 'userId'] }).createIndex(
      'byUser',
      'userId',
    )
  },

  // 15: one check for a lesson however it arrives (docs/decisions/033-one-check-for-a-lesson.md):
  // a lesson stored past its limits (by a PGN import) could not be read; it is brought within
  // them, and its record as it was is kept in lessonRepairs.
  async (db, tx) => {
    db.createObjectStore('lessonRepairs', { autoIncrement: true })
    const positions = tx.objectStore('lessonPositions')
    await repairStoredLessons(
      {
        storedLessons: async () =>
          (await tx.objectStore('lessons').getAll()).map((record: { videoId?: unknown }) => ({
            videoId: String(record.videoId),
            record,
          })),
        keepLessonBeforeRepair: async (repair) => {
          await tx.objectStore('lessonRepairs').add(repair)
        },
        async saveLesson(lesson, reached) {
          await tx.objectStore('lessons').put(lesson)
          for (const key of await positions.index('byVideo').getAllKeys(lesson.videoId))
            await positions.delete(key)
          for (const position of reached)
            await positions.add({ ...position, videoId: lesson.videoId })
        },
      },
      new Date().toISOString(),
    )
  },

  // 16: one rule for every name a person types (docs/api.md, "Names"): a name stored before it
  // with a line break, a bell or a mark that turns its direction is made one line.
  async (_db, tx) => {
    let cursor = await tx.objectStore('users').openCursor()
    while (cursor) {
      const user = cursor.value as { firstName?: unknown; lastName?: unknown }
      const named = (name: unknown) => (typeof name === 'string' ? oneLineName(name) : name)
      if (named(user.firstName) !== user.firstName || named(user.lastName) !== user.lastName)
        await cursor.update({
          ...user,
          firstName: named(user.firstName),
          lastName: named(user.lastName),
        })
      cursor = await cursor.continue()
    }
  },

  // 17: the engine's judgement in training (docs/engine.md, "Verdicts kept"): the judge's searches
  // kept by EPD, search and move; a guess round keeps the guesses the engine judged good, and a
  // round kept before judged none so.
  async (db, tx) => {
    db.createObjectStore('engineSearches', { keyPath: ['epd', 'search', 'move'] })
    for (const [name, fields] of [
      ['guesses', ['best', 'last']],
      ['assignmentRounds', ['round']],
    ] as const) {
      let cursor = await tx.objectStore(name).openCursor()
      while (cursor) {
        const record = { ...(cursor.value as Record<string, unknown>) }
        for (const field of fields) record[field] = withGoodByEngine(record[field])
        await cursor.update(record)
        cursor = await cursor.continue()
      }
    }
  },

  // 18: games against the engine (docs/api.md, "Games"), by player and end for "Your games".
  (db) => {
    db.createObjectStore('games', { keyPath: '_id' }).createIndex('byUserTime', [
      'userId',
      'createdAt',
    ])
  },
]

/** A kept round as schema 17 keeps it: with the guesses the engine judged good (none before). */
const withGoodByEngine = (round: unknown) =>
  round && typeof round === 'object' && !('goodByEngine' in round)
    ? { ...round, goodByEngine: [] }
    : round

export const SCHEMA_VERSION = migrations.length

/** Runs the migrations after `oldVersion`, in order, inside the upgrade transaction. */
export async function migrate(db: AnyDb, tx: AnyTx, oldVersion: number): Promise<void> {
  for (let version = oldVersion + 1; version <= SCHEMA_VERSION; version++) {
    await migrations[version - 1]!(db, tx)
  }
}
