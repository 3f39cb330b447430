import type { Video } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'
import { conflict, notFound } from '../refusals'
import { messages } from '../messages'
import type { EntryListName, Store, StoreTx } from '../store/port'
import { requireUser } from '../auth/require-user'

/** Adds a catalogue video to a list: unknown videos are a 404, a second add a 409. */
export async function addVideo(tx: StoreTx, owner: string, list: EntryListName, videoId: string) {
  if (!tx.catalogue.video(videoId)) throw notFound(messages.videoNotFound)
  if (!(await tx.addEntry(owner, list, videoId))) throw conflict(messages.alreadyIn[list])
}

export async function removeVideo(
  tx: StoreTx,
  owner: string,
  list: EntryListName,
  videoId: string,
) {
  if (!(await tx.removeEntry(owner, list, videoId))) throw notFound(messages.notIn[list])
}

type ListRequest = { userId: string; list: VideoListName; missingUser: string }

/** Reads, adds to, removes from and clears one of the user's own lists; each answers the list. */
export const userLists = (store: Store) => {
  const inList = (
    mode: 'read' | 'write',
    { userId, list, missingUser }: ListRequest,
    change?: (tx: StoreTx) => Promise<void>,
  ): Promise<Video[]> =>
    store[mode](async (tx) => {
      await requireUser(tx, userId, missingUser)
      await change?.(tx)
      return tx.listVideos(userId, list)
    })
  return {
    read: (request: ListRequest) => inList('read', request),
    add: (request: ListRequest, videoId: string) =>
      inList('write', request, (tx) => addVideo(tx, request.userId, request.list, videoId)),
    remove: (request: ListRequest, videoId: string) =>
      inList('write', request, (tx) => removeVideo(tx, request.userId, request.list, videoId)),
    clear: (request: ListRequest) =>
      inList('write', request, (tx) => tx.clearEntries(request.userId, request.list)),
  }
}
