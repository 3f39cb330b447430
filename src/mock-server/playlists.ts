import type { Playlist } from '@/types/api'
import type { PlaylistRecord } from './db'
import { HttpError } from './http-error'
import {
  addEntry,
  clearEntries,
  readEntries,
  removeEntry,
  requireUser,
  type ListTx,
  type UserLists,
} from './lists'
import { messages } from './messages'

type Tx = ListTx

async function toPlaylist(tx: Tx, record: PlaylistRecord): Promise<Playlist> {
  const { _id, title, description } = record
  return { _id, title, description, videos: await readEntries(tx, _id, 'playlist') }
}

async function readPlaylists(tx: Tx, userId: string): Promise<Playlist[]> {
  const records = await tx.objectStore('playlists').index('byUser').getAll(userId)
  return Promise.all(records.map((record) => toPlaylist(tx, record)))
}

/** A playlist of another user is as invisible as one that does not exist. */
async function ownPlaylist(tx: Tx, userId: string, playlistId: string): Promise<PlaylistRecord> {
  const record = await tx.objectStore('playlists').index('byId').get(playlistId)
  if (!record || record.userId !== userId) throw new HttpError(404, messages.playlistNotFound)
  return record
}

export function playlists(lists: UserLists) {
  const { run } = lists
  return {
    readAll: (userId: string) =>
      run('readonly', async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        return readPlaylists(tx, userId)
      }),
    create: (userId: string, title: string, description: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, messages.emailNotRegistered)
        const store = tx.objectStore('playlists')
        if (await store.index('byTitle').getKey([userId, title]))
          throw new HttpError(409, messages.playlistTitleTaken)
        await store.add({ _id: crypto.randomUUID(), userId, title, description })
        return readPlaylists(tx, userId)
      }),
    delete: (userId: string, playlistId: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, messages.userNotFound)
        const record = await ownPlaylist(tx, userId, playlistId)
        await clearEntries(tx, playlistId, 'playlist')
        await tx.objectStore('playlists').delete(record.seq!)
        return readPlaylists(tx, userId)
      }),
    read: (userId: string, playlistId: string) =>
      run('readonly', async (tx) => {
        await requireUser(tx, userId, messages.userNotFound)
        return toPlaylist(tx, await ownPlaylist(tx, userId, playlistId))
      }),
    addVideo: (userId: string, playlistId: string, videoId: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, messages.userNotFound)
        const record = await ownPlaylist(tx, userId, playlistId)
        await addEntry(tx, playlistId, 'playlist', videoId)
        return toPlaylist(tx, record)
      }),
    removeVideo: (userId: string, playlistId: string, videoId: string) =>
      run('readwrite', async (tx) => {
        await requireUser(tx, userId, messages.userNotFound)
        const record = await ownPlaylist(tx, userId, playlistId)
        await removeEntry(tx, playlistId, 'playlist', videoId)
        return toPlaylist(tx, record)
      }),
  }
}

export type Playlists = ReturnType<typeof playlists>
