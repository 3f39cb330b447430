import { expect, test } from 'vitest'
import type { Puzzle } from '@/shared/puzzle-rows'
import type { Store, StoreTx } from '../store/port'
import { shippedPuzzleLoader } from './shipped'

// A learner's first /puzzles does not wait for the shipped puzzles to be stored (docs/performance.md,
// "Waits on writes"): the file stands in for the store before and while a first load runs, and
// stores nothing; a puzzle asked for by its id is stored first (the seventh step). The file's
// answers are the store's: file-puzzles.contract.test.ts.

const puzzle = (_id: string, themes: string[]): Puzzle => ({
  _id,
  fen: '8/8/8/8/8/8/8/K6k w - - 0 1',
  moves: ['a1a2'],
  rating: 1500,
  popularity: 90,
  plays: 100,
  themes,
  openingTags: [],
})
const SHIPPED = [puzzle('a', ['fork', 'short']), puzzle('b', ['fork']), puzzle('a', ['fork'])]

/** A store holding `themes` whose writes wait for `open()`; `failing` refuses the first write. */
function heldStore(themes: { theme: string; count: number }[], failing = false) {
  let open = () => undefined as void
  let opened = new Promise<void>((resolve) => (open = resolve))
  let refuse = failing
  const added: string[][] = []
  const tx = {
    shippedPuzzles: async () => undefined,
    themeCounts: async () => themes,
    addPuzzles: async (puzzles: Puzzle[]) => {
      added.push(puzzles.map(({ _id }) => _id))
      return []
    },
    setShippedPuzzles: async () => undefined,
  } as unknown as StoreTx
  const store = {
    read: async (work: (tx: StoreTx) => Promise<unknown>) => work(tx),
    write: async (work: (tx: StoreTx) => Promise<unknown>) => {
      await opened
      if (refuse) {
        refuse = false
        opened = new Promise<void>((resolve) => (open = resolve))
        throw new Error('the disk is full')
      }
      return work(tx)
    },
  } as unknown as Store
  return { store, open: () => open(), added }
}

const shipped = { fingerprint: 'build-1', puzzles: async () => SHIPPED }

/** The themes the file answers meanwhile, if it stands in for the store. */
const themesMeanwhile = async (loader: ReturnType<typeof shippedPuzzleLoader>) =>
  (await loader.fileMeanwhile())?.themes

/** `store`, with the number of its reads and of its writes begun so far. */
function countingTransactions(store: Store) {
  const begun = { read: 0, write: 0 }
  const counting = {
    ...store,
    read: (work: (tx: StoreTx) => Promise<unknown>) => {
      begun.read++
      return store.read(work)
    },
    write: (work: (tx: StoreTx) => Promise<unknown>) => {
      begun.write++
      return store.write(work)
    },
  } as unknown as Store
  return { counting, reads: () => begun.read, writes: () => begun.write }
}

test("a first load's themes are the file's, each puzzle counted once, before any is stored", async () => {
  const { store, open } = heldStore([])
  const loader = shippedPuzzleLoader(store, shipped)
  expect(await themesMeanwhile(loader)).toEqual([
    { theme: 'fork', count: 2 },
    { theme: 'short', count: 1 },
  ])
  let loaded = false
  const loading = loader.loaded().then(() => (loaded = true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(loaded).toBe(false)
  open()
  await loading
  // Loaded, the store answers.
  expect(await themesMeanwhile(loader)).toBeUndefined()
})

test('the themes of a store without puzzles store nothing: the load waits for a puzzle asked for', async () => {
  const { store, open } = heldStore([])
  open()
  const { counting, writes } = countingTransactions(store)
  let reads = 0
  const counted = {
    fingerprint: shipped.fingerprint,
    puzzles: async () => {
      reads++
      return SHIPPED
    },
  }
  const loader = shippedPuzzleLoader(counting, counted)
  expect(await themesMeanwhile(loader)).toHaveLength(2)
  expect(await themesMeanwhile(loader)).toHaveLength(2)
  await new Promise((resolve) => setTimeout(resolve, 10))
  // The file read once for both; not a write.
  expect([reads, writes()]).toEqual([1, 0])
  await loader.loaded()
  expect(writes()).toBe(2)
})

test("a file that cannot be read leaves the themes to the store's load", async () => {
  const { store } = heldStore([])
  const unreadable = { fingerprint: 'build-1', puzzles: () => Promise.reject(new Error('offline')) }
  expect(await themesMeanwhile(shippedPuzzleLoader(store, unreadable))).toBeUndefined()
})

test('a store that holds puzzles already answers itself: its themes wait for the load', async () => {
  const { store, open } = heldStore([{ theme: 'pin', count: 4 }])
  const loader = shippedPuzzleLoader(store, shipped)
  const meanwhile = themesMeanwhile(loader)
  open()
  expect(await meanwhile).toBeUndefined()
})

test("a load that fails is begun again by the next need, with the file's themes meanwhile", async () => {
  const { store, open } = heldStore([], true)
  const loader = shippedPuzzleLoader(store, shipped)
  const first = loader.loaded()
  open()
  await first
  expect(await themesMeanwhile(loader)).toEqual(
    expect.arrayContaining([{ theme: 'fork', count: 2 }]),
  )
  open()
  await loader.loaded()
  expect(await themesMeanwhile(loader)).toBeUndefined()
})

test('each transaction of the load waits for a pause in the requests (http/requests-first.ts)', async () => {
  const { store, open } = heldStore([])
  open()
  const { counting, writes } = countingTransactions(store)
  let pauses = 0
  let resume = () => undefined as void
  const pause = () => {
    pauses++
    return new Promise<void>((resolve) => (resume = resolve))
  }
  const loading = shippedPuzzleLoader(counting, shipped, pause).loaded()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect([pauses, writes()]).toEqual([1, 0])
  resume()
  await loading
  // One transaction of three puzzles, then the fingerprint's.
  expect([pauses, writes()]).toEqual([1, 2])
})

test('a puzzle asked for by its id is stored before the rest of a first load; one not shipped waits for it all', async () => {
  const { store, open, added } = heldStore([])
  const loader = shippedPuzzleLoader(store, shipped)
  const heard: string[] = []
  const asked = [
    loader.stored('b').then(() => heard.push('b stored')),
    loader.stored('elsewhere').then(() => heard.push('elsewhere stored')),
    loader.loaded().then(() => heard.push('loaded')),
  ]
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(heard).toEqual([])
  open()
  await Promise.all(asked)
  // One the file lacks (a curator's import) is not in before the load's end.
  expect(heard[0]).toBe('b stored')
  expect(heard.slice(1).sort()).toEqual(['elsewhere stored', 'loaded'])
  // 'b' alone first, then the file's batch (the store skips what it holds).
  expect(added[0]).toEqual(['b'])
  expect(added[1]).toEqual(expect.arrayContaining(['a', 'b']))
  // Loaded, a puzzle waits for nothing but the load's one read.
  await loader.stored('a')
  expect(added).toHaveLength(2)
})

test('a store that answers itself is asked once: a next puzzle is not one more read each time', async () => {
  const { store, open } = heldStore([{ theme: 'pin', count: 4 }])
  open()
  const { counting, reads } = countingTransactions(store)
  const loader = shippedPuzzleLoader(counting, shipped)
  expect(await loader.fileMeanwhile()).toBeUndefined()
  expect(await loader.fileMeanwhile()).toBeUndefined()
  expect(reads()).toBe(1)
})
