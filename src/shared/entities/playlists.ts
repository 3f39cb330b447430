import * as z from 'zod/mini'
import { id } from './parts'
import { VideoSchema } from './videos'

// A user's playlists, and one as anyone with its link sees it (docs/api.md, "Playlists", "Sharing").

export const PlaylistSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  videos: z.array(VideoSchema),
  /** While anyone with the link `/p/<shareId>` may view it (docs/api.md, "Sharing"). */
  shareId: z.optional(z.string()),
})
export type Playlist = z.infer<typeof PlaylistSchema>

/** A shared playlist as anyone with its link sees it: no ids of its owner's. */
export const SharedPlaylistSchema = z.object({
  shareId: z.string(),
  title: z.string(),
  description: z.string(),
  ownerName: z.string(),
  videos: z.array(VideoSchema),
})
export type SharedPlaylist = z.infer<typeof SharedPlaylistSchema>
