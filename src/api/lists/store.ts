import type { Video } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'

/** Which list an entry belongs to; playlist entries are owned by the playlist's id. */
export type EntryListName = VideoListName | 'playlist'

/** A user's lists and a playlist's videos: the core of each adapter. */
export interface ListsTx {
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
}
