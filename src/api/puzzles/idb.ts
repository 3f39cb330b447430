import { puzzleOrder } from '@/shared/puzzle-solving'
import { startingWith as ofUser } from '../store/indexeddb/key-ranges'
import { indexedDbHomeworkAttempts } from './homework-idb'
import type { StoredPuzzle, Tx } from '../store/indexeddb/schema'
import { readAll } from '../store/records'
import { readPuzzle, readPuzzleAttempt, readShownPuzzle } from './records'
import type { PuzzleCursor, PuzzleFilter, PuzzleRecord, PuzzlesTx } from './store'

/** A puzzle with the keys of its indexes (schema 13). */
const stored = (puzzle: PuzzleRecord): StoredPuzzle => {
  const order = puzzleOrder(puzzle._id)
  const [openingFamily] = puzzle.openingTags
  return {
    ...puzzle,
    ...(openingFamily && { openingFamily }),
    order,
    themeOrder: puzzle.themes.map((theme) => [theme, order, puzzle._id]),
    themeRating: puzzle.themes.map((theme) => [theme, puzzle.rating]),
  }
}

const isBefore = (a: StoredPuzzle, b: StoredPuzzle) =>
  a.order < b.order || (a.order === b.order && a._id < b._id)

/** The port's puzzles and attempts over IndexedDB (schema 13): each read walks an index. */
export function indexedDbPuzzles(tx: Tx): PuzzlesTx {
  const writable = () => tx as Tx<'readwrite'>
  const solvedBy = async (userId: string | undefined) => {
    if (!userId) return new Set<string>()
    const attempts = await tx.objectStore('puzzleAttempts').getAll(ofUser(userId))
    return new Set(
      readAll(readPuzzleAttempt, attempts).flatMap((a) => (a.solved ? [a.puzzleId] : [])),
    )
  }
  /** The first value of an index from `range` on that `fits`. */
  const firstFit = async (
    index: 'inOrder' | 'byThemeOrder' | 'byOpeningOrder',
    range: IDBKeyRange,
    fits: (puzzle: StoredPuzzle) => boolean,
  ) => {
    let cursor = await tx.objectStore('puzzles').index(index).openCursor(range)
    while (cursor && !fits(cursor.value)) cursor = await cursor.continue()
    return cursor?.value
  }
  return {
    puzzle: async (puzzleId) => readPuzzle(await tx.objectStore('puzzles').get(puzzleId)),
    async addPuzzles(puzzles) {
      const store = writable().objectStore('puzzles')
      // Asked all at once: the transaction runs them in order without a round trip each.
      const held = await Promise.all(puzzles.map(({ _id }) => store.getKey(_id)))
      const fresh = new Map<string, PuzzleRecord>()
      for (const [index, puzzle] of puzzles.entries())
        if (held[index] === undefined && !fresh.has(puzzle._id)) fresh.set(puzzle._id, puzzle)
      await Promise.all([...fresh.values()].map((puzzle) => store.add(stored(puzzle))))
      const counts = new Map<string, number>()
      for (const puzzle of fresh.values())
        for (const theme of puzzle.themes) counts.set(theme, (counts.get(theme) ?? 0) + 1)
      const added = [...fresh.keys()]
      const themes = writable().objectStore('puzzleThemes')
      for (const [theme, count] of counts) {
        const before = (await themes.get(theme))?.count ?? 0
        await themes.put({ theme, count: before + count })
      }
      return added
    },
    async storedPuzzleIds(ids) {
      const puzzles = tx.objectStore('puzzles')
      const stored = await Promise.all(ids.map((id) => puzzles.getKey(id)))
      return ids.filter((_, index) => stored[index] !== undefined)
    },
    themeCounts: async () =>
      (await tx.objectStore('puzzleThemes').getAll()).filter(({ count }) => count > 0),
    async nextPuzzle(filter, after, userId) {
      const solved = await solvedBy(userId)
      const fits = (puzzle: StoredPuzzle) =>
        puzzle.rating >= filter.min && puzzle.rating <= filter.max && !solved.has(puzzle._id)
      const from: PuzzleCursor = after ?? { order: -1, id: '' }
      if (filter.opening) {
        const { opening, themes } = filter
        const range = IDBKeyRange.bound([opening, from.order, from.id], [opening, []], true)
        const ofThemes = (puzzle: StoredPuzzle) =>
          themes.length === 0 || puzzle.themes.some((theme) => themes.includes(theme))
        return readShownPuzzle(
          await firstFit('byOpeningOrder', range, (p) => fits(p) && ofThemes(p)),
        )
      }
      if (filter.themes.length === 0) {
        const range = IDBKeyRange.lowerBound([from.order, from.id], true)
        return readShownPuzzle(await firstFit('inOrder', range, fits))
      }
      let first: StoredPuzzle | undefined
      for (const theme of filter.themes) {
        const range = IDBKeyRange.bound([theme, from.order, from.id], [theme, []], true)
        const found = await firstFit('byThemeOrder', range, fits)
        if (found && (!first || isBefore(found, first))) first = found
      }
      return readShownPuzzle(first)
    },
    async countPuzzles({ themes, min, max, opening }: PuzzleFilter) {
      const puzzles = tx.objectStore('puzzles')
      if (opening) {
        const all = await puzzles
          .index('byOpeningOrder')
          .getAll(IDBKeyRange.bound([opening], [opening, []]))
        return all.filter(
          ({ rating, themes: held }) =>
            rating >= min &&
            rating <= max &&
            (themes.length === 0 || held.some((theme) => themes.includes(theme))),
        ).length
      }
      if (themes.length === 0) return puzzles.index('byRating').count(IDBKeyRange.bound(min, max))
      const ids = new Set<string>()
      for (const theme of themes) {
        const range = IDBKeyRange.bound([theme, min], [theme, max])
        for (const id of await puzzles.index('byThemeRating').getAllKeys(range)) ids.add(id)
      }
      return ids.size
    },
    async shippedPuzzles() {
      const value = await tx.objectStore('meta').get('puzzles')
      return typeof value === 'string' ? value : undefined
    },
    async setShippedPuzzles(fingerprint) {
      await writable().objectStore('meta').put(fingerprint, 'puzzles')
    },
    puzzleAttempt: async (userId, puzzleId) =>
      readPuzzleAttempt(await tx.objectStore('puzzleAttempts').get([userId, puzzleId])),
    async savePuzzleAttempt(record) {
      await writable().objectStore('puzzleAttempts').put(record)
    },
    puzzleAttempts: async (userId) =>
      readAll(readPuzzleAttempt, await tx.objectStore('puzzleAttempts').getAll(ofUser(userId))),
    ...indexedDbHomeworkAttempts(tx),
  }
}
