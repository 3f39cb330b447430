/** Entity types shared by the page and the back end (docs/api.md describes every call). */

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type Level = (typeof LEVELS)[number]

export type Video = {
  _id: string
  title: string
  description: string
  creator: string
  category: string
  level: Level
  /** Lowercase topics, e.g. "game analysis". */
  tags: string[]
}

/** Where a user stopped in a video (docs/api.md, "Progress"). */
export type Progress = {
  videoId: string
  positionSeconds: number
  durationSeconds: number
  updatedAt: string
}

/** A note at a moment of a video, with a board position when it has one (FEN). */
export type Note = {
  _id: string
  videoId: string
  timeSeconds: number
  text: string
  fen?: string
  createdAt: string
}

export type Category = {
  _id: string
  categoryName: string
  description: string
}

export type Playlist = {
  _id: string
  title: string
  description: string
  videos: Video[]
}

/**
 * A user's own video lists. Each is answered as `{ [name]: Video[] }` (e.g. `{ likes: [...] }`),
 * in the order the videos were added.
 */
export const VIDEO_LISTS = ['likes', 'watchlater', 'history'] as const
export type VideoListName = (typeof VIDEO_LISTS)[number]
export type VideoListResponse<L extends VideoListName = VideoListName> = Record<L, Video[]>

export type UserProfile = {
  _id: string
  email: string
  firstName: string
  lastName: string
  createdAt: string
  updatedAt: string
}

export type User = UserProfile & Record<VideoListName, Video[]> & { playlists: Playlist[] }
