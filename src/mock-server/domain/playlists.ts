import type { Playlist } from '@/types/api'
import { HttpError } from '../http-error'
import { messages } from '../messages'
import type { PlaylistRecord, Store, StoreTx } from '../store/port'
import { addVideo, removeVideo, requireUser } from './lists'

async function toPlaylist(tx: StoreTx, record: PlaylistRecord): Promise<Playlist> {
  const { _id, title, description } = record
  return { _id, title, description, videos: await tx.listVideos(_id, 'playlist') }
}

export async function readPlaylists(tx: StoreTx, userId: string): Promise<Playlist[]> {
  return Promise.all((await tx.playlists(userId)).map((record) => toPlaylist(tx, record)))
}

/** A playlist of another user is as invisible as one that does not exist. */
async function ownPlaylist(tx: StoreTx, userId: string, playlistId: string) {
  const record = await tx.playlist(playlistId)
  if (!record || record.userId !== userId) throw new HttpError(404, messages.playlistNotFound)
  return record
}

export const userPlaylists = (store: Store) => {
  /** The user's playlists after `change`, for create and delete. */
  const all = (
    mode: 'read' | 'write',
    userId: string,
    missingUser: string,
    change?: (tx: StoreTx) => Promise<void>,
  ) =>
    store[mode](async (tx) => {
      await requireUser(tx, userId, missingUser)
      await change?.(tx)
      return readPlaylists(tx, userId)
    })
  /** One playlist of the user after `change`, for reads and video changes. */
  const one = (
    mode: 'read' | 'write',
    userId: string,
    playlistId: string,
    change?: (tx: StoreTx) => Promise<void>,
  ) =>
    store[mode](async (tx) => {
      await requireUser(tx, userId, messages.userNotFound)
      const record = await ownPlaylist(tx, userId, playlistId)
      await change?.(tx)
      return toPlaylist(tx, record)
    })

  return {
    readAll: (userId: string) => all('read', userId, messages.emailNotRegistered),
    create: (userId: string, title: string, description: string) =>
      all('write', userId, messages.emailNotRegistered, async (tx) => {
        const playlist = { _id: crypto.randomUUID(), userId, title, description }
        if (!(await tx.addPlaylist(playlist))) throw new HttpError(409, messages.playlistTitleTaken)
      }),
    delete: (userId: string, playlistId: string) =>
      all('write', userId, messages.userNotFound, async (tx) => {
        await ownPlaylist(tx, userId, playlistId)
        await tx.deletePlaylist(playlistId)
      }),
    read: (userId: string, playlistId: string) => one('read', userId, playlistId),
    addVideo: (userId: string, playlistId: string, videoId: string) =>
      one('write', userId, playlistId, (tx) => addVideo(tx, playlistId, 'playlist', videoId)),
    removeVideo: (userId: string, playlistId: string, videoId: string) =>
      one('write', userId, playlistId, (tx) => removeVideo(tx, playlistId, 'playlist', videoId)),
  }
}
