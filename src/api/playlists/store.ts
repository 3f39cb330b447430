import type { Video } from '@/shared/entities'

export type PlaylistRecord = {
  _id: string
  userId: string
  title: string
  description: string
  /** Set while anyone with the link may view it (docs/api.md, "Sharing"). */
  shareId?: string
}

/** The playlists part of a unit of work: the core of each adapter. */
export interface PlaylistsTx {
  /** The user's playlists, oldest first. */
  playlists(userId: string): Promise<PlaylistRecord[]>
  /**
   * The videos of every playlist of the user, by playlist id (as `listVideos` gives them): one
   * read however many playlists there are. A playlist with no videos may be missing.
   */
  playlistVideos(userId: string): Promise<Map<string, Video[]>>
  playlist(playlistId: string): Promise<PlaylistRecord | undefined>
  /** false when the user has a playlist of that title, ignoring case (see titleKey). */
  addPlaylist(playlist: PlaylistRecord): Promise<boolean>
  /** Replaces title and description; false when another of the user's playlists has the title. */
  updatePlaylist(playlist: PlaylistRecord): Promise<boolean>
  deletePlaylist(playlistId: string): Promise<void>
  /** Puts the playlist's videos in this order (the domain checks it lists each of them once). */
  orderPlaylist(playlistId: string, videoIds: string[]): Promise<void>
}
