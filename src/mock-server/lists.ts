import type { IDBPTransaction } from 'idb'
import type { Video } from '@/types/api'
import { unranked, type Db, type GambitDB, type ListName } from './db'
import { HttpError } from './http-error'
import { messages } from './messages'

type StoreNames = ('users' | 'entries' | 'videos' | 'playlists')[]
export type ListTx<Mode extends IDBTransactionMode = IDBTransactionMode> = IDBPTransaction<
  GambitDB,
  StoreNames,
  Mode
>
type WriteTx = ListTx<'readwrite'>
export type UserListName = Exclude<ListName, 'playlist'>

/** The user's list, in the order videos were added. Each entry is its own record. */
export function readEntries(tx: ListTx, owner: string, list: ListName): Promise<Video[]> {
  return tx
    .objectStore('entries')
    .index('byList')
    .getAll([owner, list])
    .then((entries) => entries.map((entry) => entry.video))
}

export async function requireUser(
  tx: ListTx,
  userId: string,
  notFoundMessage: string,
): Promise<void> {
  if (!(await tx.objectStore('users').getKey(userId))) throw new HttpError(404, notFoundMessage)
}

/** Adds the catalogue's copy of the video; a second add of the same video is a 409. */
export async function addEntry(
  tx: WriteTx,
  owner: string,
  list: ListName,
  videoId: string,
): Promise<void> {
  const video = await tx.objectStore('videos').index('byId').get(videoId)
  if (!video) throw new HttpError(404, messages.videoNotFound)
  const entries = tx.objectStore('entries')
  if (await entries.index('byItem').getKey([owner, list, videoId]))
    throw new HttpError(409, messages.alreadyIn[list])
  await entries.add({ owner, list, videoId, video: unranked(video) })
}

export async function removeEntry(
  tx: WriteTx,
  owner: string,
  list: ListName,
  videoId: string,
): Promise<void> {
  const entries = tx.objectStore('entries')
  const key = await entries.index('byItem').getKey([owner, list, videoId])
  if (key === undefined) throw new HttpError(404, messages.notIn[list])
  await entries.delete(key)
}

export async function clearEntries(tx: WriteTx, owner: string, list: ListName): Promise<void> {
  const keys = await tx.objectStore('entries').index('byList').getAllKeys([owner, list])
  await Promise.all(keys.map((key) => tx.objectStore('entries').delete(key)))
}

/** Reads, adds to, removes from and clears one of a user's own lists, each in one transaction. */
export function userLists(db: () => Promise<Db>) {
  const run = async <T, Mode extends 'readonly' | 'readwrite'>(
    mode: Mode,
    work: (tx: ListTx<Mode>) => Promise<T>,
  ): Promise<T> => {
    const tx = (await db()).transaction(['users', 'entries', 'videos', 'playlists'], mode)
    try {
      const result = await work(tx)
      await tx.done
      return result
    } catch (error) {
      // A refused request stores nothing: undo whatever the transaction did before the error.
      abortQuietly(tx)
      await tx.done.catch(() => undefined)
      throw error
    }
  }
  return {
    run,
    read: (userId: string, list: UserListName, missingUser: string) =>
      run('readonly', async (tx) => {
        await requireUser(tx, userId, missingUser)
        return readEntries(tx, userId, list)
      }),
    add: (userId: string, list: UserListName, videoId: string, missingUser: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, missingUser)
        await addEntry(tx, userId, list, videoId)
        return readEntries(tx, userId, list)
      }),
    remove: (userId: string, list: UserListName, videoId: string, missingUser: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, missingUser)
        await removeEntry(tx, userId, list, videoId)
        return readEntries(tx, userId, list)
      }),
    clear: (userId: string, list: UserListName, missingUser: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, missingUser)
        await clearEntries(tx, userId, list)
        return readEntries(tx, userId, list)
      }),
  }
}

export type UserLists = ReturnType<typeof userLists>

function abortQuietly(tx: ListTx) {
  try {
    tx.abort()
  } catch {
    // Already finished: nothing was written after the failure.
  }
}
