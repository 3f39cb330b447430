/** Entity types shared by the client and the mock server. */

export type Video = {
  _id: string
  title: string
  description: string
  creator: string
  category: string
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

export type UserProfile = {
  _id: string
  email: string
  firstName: string
  lastName: string
  createdAt: string
  updatedAt: string
}

export type User = UserProfile & {
  likes: Video[]
  history: Video[]
  watchlater: Video[]
  playlists: Playlist[]
}

export type AuthResponse = { encodedToken: string } & (
  { foundUser: User; createdUser?: never } | { createdUser: User; foundUser?: never }
)

export type ApiErrorBody = { errors: string[] } | { error: string }
