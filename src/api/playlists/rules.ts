import type { Playlist } from '@/shared/entities'
import { MAX_PLAYLIST_VIDEOS, MAX_PLAYLISTS } from '@/shared/input-rules'
import { conflict, invalid, notFound } from '../refusals'
import { messages } from '../messages'
import type { PlaylistRecord, Store, StoreTx } from '../store/port'
import { requireUser } from '../auth/require-user'
import { addVideo, removeVideo } from '../lists/rules'

/** A playlist as its owner sees it: with its share id while shared. */
const ownersView = (
  { _id, title, description, shareId }: PlaylistRecord,
  videos: Playlist['videos'],
): Playlist => ({ _id, title, description, videos, ...(shareId && { shareId }) })

export async function toPlaylist(tx: StoreTx, record: PlaylistRecord): Promise<Playlist> {
  return ownersView(record, await tx.listVideos(record._id, 'playlist'))
}

/** Two reads however many playlists the user has (docs/api.md, "Limits"). */
export async function readPlaylists(tx: StoreTx, userId: string): Promise<Playlist[]> {
  const [records, videos] = await Promise.all([tx.playlists(userId), tx.playlistVideos(userId)])
  return records.map((record) => ownersView(record, videos.get(record._id) ?? []))
}

/** A playlist of another user is as invisible as one that does not exist. */
async function ownPlaylist(tx: StoreTx, userId: string, playlistId: string) {
  const record = await tx.playlist(playlistId)
  if (!record || record.userId !== userId) throw notFound(messages.playlistNotFound)
  return record
}

const hasRepeats = (ids: string[]) => new Set(ids).size !== ids.length

/** A new order must name each video of the playlist once, and nothing else. */
async function checkPermutation(tx: StoreTx, playlistId: string, videoIds: string[]) {
  const current = new Set((await tx.listVideos(playlistId, 'playlist')).map((video) => video._id))
  const same = videoIds.length === current.size && videoIds.every((id) => current.has(id))
  if (hasRepeats(videoIds) || !same) throw invalid(messages.notAPermutation)
}

export type NewPlaylist = { title: string; description: string; videoIds?: string[] }
export type PlaylistPatch = { title?: string; description?: string }

export const userPlaylists = (store: Store) => {
  /**
   * The user's playlists after `change`, for create and delete. A limit is checked on the answer
   * read after the write (which a refusal rolls back): no query of its own.
   */
  const all = (
    mode: 'read' | 'write',
    userId: string,
    missingUser: string,
    change?: (tx: StoreTx) => Promise<void>,
    limit?: number,
  ) =>
    store[mode](async (tx) => {
      await requireUser(tx, userId, missingUser)
      await change?.(tx)
      const playlists = await readPlaylists(tx, userId)
      if (limit !== undefined && playlists.length > limit) throw conflict(messages.tooManyPlaylists)
      return playlists
    })
  /** One playlist of the user after `change` (which may answer its new record); as `all`. */
  const one = (
    mode: 'read' | 'write',
    userId: string,
    playlistId: string,
    change?: (tx: StoreTx, record: PlaylistRecord) => Promise<PlaylistRecord | void>,
    limit?: number,
  ) =>
    store[mode](async (tx) => {
      await requireUser(tx, userId, messages.userNotFound)
      const record = await ownPlaylist(tx, userId, playlistId)
      const playlist = await toPlaylist(tx, (await change?.(tx, record)) ?? record)
      if (limit !== undefined && playlist.videos.length > limit)
        throw conflict(messages.playlistFull)
      return playlist
    })

  return {
    readAll: (userId: string) => all('read', userId, messages.emailNotRegistered),
    /** With `videoIds`, the playlist comes back with those videos in that order (Undo). */
    create: (userId: string, { title, description, videoIds = [] }: NewPlaylist) =>
      all(
        'write',
        userId,
        messages.emailNotRegistered,
        async (tx) => {
          if (hasRepeats(videoIds)) throw invalid(messages.duplicateVideoIds)
          const playlist = { _id: crypto.randomUUID(), userId, title, description }
          if (!(await tx.addPlaylist(playlist))) throw conflict(messages.playlistTitleTaken)
          for (const videoId of videoIds) await addVideo(tx, playlist._id, 'playlist', videoId)
        },
        MAX_PLAYLISTS,
      ),
    delete: (userId: string, playlistId: string) =>
      all('write', userId, messages.userNotFound, async (tx) => {
        await ownPlaylist(tx, userId, playlistId)
        await tx.deletePlaylist(playlistId)
      }),
    read: (userId: string, playlistId: string) => one('read', userId, playlistId),
    update: (userId: string, playlistId: string, patch: PlaylistPatch) =>
      one('write', userId, playlistId, async (tx, record) => {
        const updated = { ...record, ...patch }
        if (!(await tx.updatePlaylist(updated))) throw conflict(messages.playlistTitleTaken)
        return updated
      }),
    order: (userId: string, playlistId: string, videoIds: string[]) =>
      one('write', userId, playlistId, async (tx) => {
        await checkPermutation(tx, playlistId, videoIds)
        await tx.orderPlaylist(playlistId, videoIds)
      }),
    addVideo: (userId: string, playlistId: string, videoId: string) =>
      one(
        'write',
        userId,
        playlistId,
        (tx) => addVideo(tx, playlistId, 'playlist', videoId),
        MAX_PLAYLIST_VIDEOS,
      ),
    removeVideo: (userId: string, playlistId: string, videoId: string) =>
      one('write', userId, playlistId, (tx) => removeVideo(tx, playlistId, 'playlist', videoId)),
  }
}
