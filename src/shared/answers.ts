import { AssignmentResultsSchema } from './homework'
import * as z from 'zod/mini'
import {
  ClassProgressSchema,
  ClassSchema,
  ClassSummarySchema,
  SharedPlaylistSchema,
  StudentAssignmentSchema,
  CategorySchema,
  DrillSchema,
  DueDrillSchema,
  NoteSchema,
  PlaylistSchema,
  PAGE_LANGUAGES,
  ProfileAnswerSchema,
  ProgressSchema,
  UserSchema,
  VideoSchema,
  videoListAnswer,
} from '@/shared/entities'
import { GuessScoresSchema } from './guess-rounds'
import { LessonSchema } from './lesson'

/**
 * What the API answers, written once on the wire (docs/decisions/023), from the entities'
 * declaration (entities.ts): the route definitions name them, they describe the answers in
 * /api/openapi.json, the contract tests check real answers against them
 * (src/api/http/openapi.contract.test.ts), and the page takes its types from them (`Answer`),
 * as types only: zod stays off the page. Requests are validated by api/http/request-body.ts.
 */
const videos = z.array(VideoSchema)

export const answers = {
  login: z.object({ foundUser: UserSchema, encodedToken: z.string() }),
  token: z.object({ encodedToken: z.string() }),
  done: z.object({}),
  language: z.object({ language: z.enum(PAGE_LANGUAGES) }),
  profile: ProfileAnswerSchema,
  signup: z.object({ createdUser: UserSchema, encodedToken: z.string() }),
  videos: z.object({ videos }),
  video: z.object({ video: VideoSchema }),
  importReport: z.object({
    added: z.number(),
    skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
  }),
  categories: z.object({ categories: z.array(CategorySchema) }),
  category: z.object({ category: CategorySchema }),
  list: videoListAnswer,
  playlists: z.object({ playlists: z.array(PlaylistSchema) }),
  playlist: z.object({ playlist: PlaylistSchema }),
  sharedPlaylist: z.object({ playlist: SharedPlaylistSchema }),
  class: z.object({ class: ClassSchema }),
  classList: z.object({
    coaching: z.array(ClassSummarySchema),
    joined: z.array(ClassSummarySchema),
  }),
  classProgress: ClassProgressSchema,
  assignmentResults: AssignmentResultsSchema,
  assignments: z.object({ assignments: z.array(StudentAssignmentSchema) }),
  progressList: z.object({ progress: z.array(ProgressSchema) }),
  progress: z.object({ progress: ProgressSchema }),
  notes: z.object({ notes: z.array(NoteSchema) }),
  drills: z.object({ drills: z.array(DrillSchema) }),
  drill: z.object({ drill: DrillSchema }),
  dueDrills: z.object({
    drills: z.array(DueDrillSchema),
    dueCount: z.number(),
    dueCountCapped: z.boolean(),
    nextDueAt: z.nullable(z.string()),
    streak: z.number(),
  }),
  lesson: z.object({ lesson: LessonSchema }),
  guessScores: GuessScoresSchema,
  lessonMatches: z.object({
    matches: z.array(
      z.object({
        videoId: z.string(),
        title: z.string(),
        ply: z.number(),
        san: z.string(),
        timeSeconds: z.optional(z.number()),
      }),
    ),
  }),
  lessonSizes: z.object({
    lessons: z.array(z.object({ videoId: z.string(), plyCount: z.number() })),
  }),
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

/** The body of an answer, as the page reads it: `Answer<'playlists'>` is `{playlists: Playlist[]}`. */
export type Answer<Name extends keyof typeof answers> = z.infer<(typeof answers)[Name]>
