import type { PlaylistRecord } from '../playlists/store'

/** Sharing: what each adapter's classes module implements with the classes. */
export interface SharingTx {
  /** Shares the playlist under `shareId`, or stops sharing it (null). */
  sharePlaylist(playlistId: string, shareId: string | null): Promise<void>
  /** The playlist shared under `shareId`, while it is. */
  sharedPlaylist(shareId: string): Promise<PlaylistRecord | undefined>
}
