import * as z from 'zod/mini'
import {
  LEVELS,
  type Category,
  type Note,
  type Playlist,
  type Progress,
  type Video,
} from '@/types/api'

/**
 * What the API answers, as schemas: they describe the answers in /api/openapi.json, and the
 * contract tests check real answers against them (src/api/openapi.test.ts). Requests
 * are validated by request-body.ts.
 */
export const VideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  creator: z.string(),
  category: z.string(),
  level: z.enum(LEVELS),
  tags: z.array(z.string()),
}) satisfies z.ZodMiniType<Video>

export const CategorySchema = z.object({
  _id: z.string(),
  categoryName: z.string(),
  description: z.string(),
}) satisfies z.ZodMiniType<Category>

export const PlaylistSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  videos: z.array(VideoSchema),
}) satisfies z.ZodMiniType<Playlist>

export const ProgressSchema = z.object({
  videoId: z.string(),
  positionSeconds: z.number(),
  durationSeconds: z.number(),
  updatedAt: z.string(),
}) satisfies z.ZodMiniType<Progress>

export const NoteSchema = z.object({
  _id: z.string(),
  videoId: z.string(),
  timeSeconds: z.number(),
  text: z.string(),
  fen: z.optional(z.string()),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<Note>

const videos = z.array(VideoSchema)
const UserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likes: videos,
  watchlater: videos,
  history: videos,
  playlists: z.array(PlaylistSchema),
})

export const answers = {
  login: z.object({ foundUser: UserSchema, encodedToken: z.string() }),
  signup: z.object({ createdUser: UserSchema, encodedToken: z.string() }),
  videos: z.object({ videos }),
  video: z.object({ video: VideoSchema }),
  categories: z.object({ categories: z.array(CategorySchema) }),
  category: z.object({ category: CategorySchema }),
  list: (name: string) => z.object({ [name]: videos }),
  playlists: z.object({ playlists: z.array(PlaylistSchema) }),
  playlist: z.object({ playlist: PlaylistSchema }),
  progressList: z.object({ progress: z.array(ProgressSchema) }),
  progress: z.object({ progress: ProgressSchema }),
  notes: z.object({ notes: z.array(NoteSchema) }),
  todos: z.object({
    todos: z.array(z.object({ id: z.number(), title: z.string(), completed: z.boolean() })),
  }),
  /** Every refusal: the messages of docs/api.md, "Errors". */
  errors: z.object({ errors: z.array(z.string()) }),
  /** The document itself (OpenAPI 3.1). */
  openApi: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({}),
    paths: z.looseObject({}),
  }),
}
