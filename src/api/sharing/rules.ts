import type { Playlist, SharedPlaylist } from '@/shared/entities'
import { MAX_PLAYLISTS, PLAYLIST_TITLE_MAX, titleKey } from '@/shared/input-rules'
import { messages } from '../messages'
import type { Store } from '../store/port'
import { conflict, notFound } from '../refusals'
import { requireUser } from '../auth/require-user'
import { readPlaylists, toPlaylist } from '../playlists/rules'

/**
 * Share a playlist by an unguessable link (docs/api.md, "Sharing"): 16 random bytes, 128 bits,
 * in base64url. Turning sharing off forgets the id: a link once given never works again.
 */
const newShareId = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export async function setSharing(
  store: Store,
  userId: string,
  playlistId: string,
  shared: boolean,
): Promise<Playlist> {
  return store.write(async (tx) => {
    const record = await tx.playlist(playlistId)
    if (!record || record.userId !== userId) throw notFound(messages.playlistNotFound)
    const shareId = shared ? (record.shareId ?? newShareId()) : null
    if (shareId !== (record.shareId ?? null)) await tx.sharePlaylist(playlistId, shareId)
    const { shareId: _was, ...rest } = record
    return toPlaylist(tx, shareId ? { ...rest, shareId } : rest)
  })
}

export async function sharedPlaylistOf(store: Store, shareId: string): Promise<SharedPlaylist> {
  return store.read(async (tx) => {
    const record = await tx.sharedPlaylist(shareId)
    const owner = record && (await tx.user(record.userId))
    if (!record || !owner) throw notFound(messages.sharedPlaylistGone)
    const videos = (await tx.listVideos(record._id, 'playlist')).filter((video) => !video.removed)
    const { title, description } = record
    return { shareId, title, description, ownerName: owner.firstName || 'A Gambit learner', videos }
  })
}

/** "Save to my library": a copy of the videos in order; " (2)", " (3)" … on a title taken. */
export async function saveShared(
  store: Store,
  userId: string,
  shareId: string,
): Promise<Playlist[]> {
  return store.write(async (tx) => {
    await requireUser(tx, userId, messages.userNotFound)
    const shared = await tx.sharedPlaylist(shareId)
    if (!shared) throw notFound(messages.sharedPlaylistGone)
    const taken = new Set((await tx.playlists(userId)).map((playlist) => titleKey(playlist.title)))
    let title = shared.title
    // The number goes at the end of a title cut to leave it room: a title keeps its limit.
    for (let n = 2; taken.has(titleKey(title)); n++)
      title = `${[...shared.title]
        .slice(0, PLAYLIST_TITLE_MAX - ` (${n})`.length)
        .join('')
        .trimEnd()} (${n})`
    const copy = { _id: crypto.randomUUID(), userId, title, description: shared.description }
    if (!(await tx.addPlaylist(copy))) throw conflict(messages.playlistTitleTaken)
    // What the link shows is what is saved: videos no longer in the catalogue stay behind.
    for (const video of await tx.listVideos(shared._id, 'playlist'))
      if (!video.removed) await tx.addEntry(copy._id, 'playlist', video._id)
    const playlists = await readPlaylists(tx, userId)
    if (playlists.length > MAX_PLAYLISTS) throw conflict(messages.tooManyPlaylists)
    return playlists
  })
}
