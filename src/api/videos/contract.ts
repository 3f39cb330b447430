import * as z from 'zod/mini'
import { CategorySchema, VideoSchema } from '@/shared/entities'
import { ImportBodySchema, NewVideoBodySchema, VideoChangesBodySchema } from './bodies'
import { endpoints } from '../http/endpoint'

const tag = 'Catalogue'

const forbidden = 'Not a curator'

const example = {
  youtube: 'https://youtu.be/dQw4w9WgXcQ',
  title: 'Endgame Essentials',
  creator: 'Gambit Club',
  category: 'Tutorial',
  level: 'beginner',
  topics: ['endgames'],
  description: 'King and pawn endings every player needs.',
}

const videos = z.array(VideoSchema)

/** What the catalogue endpoints answer (docs/api.md). */
export const videoAnswers = {
  categories: z.object({ categories: z.array(CategorySchema) }),
  category: z.object({ category: CategorySchema }),
  importReport: z.object({
    added: z.number(),
    skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
  }),
  video: z.object({ video: VideoSchema }),
  videos: z.object({ videos }),
}

/**
 * The catalogue endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const videoContract = endpoints({
  videos: {
    method: 'GET',
    path: '/videos',
    tag,
    summary: 'Every video of the catalogue',
    responses: { 200: ['The videos, in catalogue order', videoAnswers.videos] },
  },
  video: {
    method: 'GET',
    path: '/video/:videoId',
    tag,
    summary: 'One video',
    params: { videoId: 'Eas20kFpAYw' },
    responses: { 200: ['The video', videoAnswers.video], 404: 'No such video' },
  },
  categories: {
    method: 'GET',
    path: '/categories',
    tag,
    summary: 'Every category',
    responses: { 200: ['Analysis, Tutorial, Casual', videoAnswers.categories] },
  },
  category: {
    method: 'GET',
    path: '/categories/:categoryId',
    tag,
    summary: 'One category',
    params: { categoryId: 'analysis' },
    responses: { 200: ['The category', videoAnswers.category], 404: 'No such category' },
  },
  addVideo: {
    method: 'POST',
    path: '/catalogue/videos',
    tag,
    summary: 'Add a video (curators): any YouTube link form or the bare id',
    body: NewVideoBodySchema,
    example: { video: example },
    responses: {
      201: ['The video, its `_id` the YouTube id', videoAnswers.video],
      400: 'Not a YouTube link, a missing field, an unknown category or level, too many topics',
      403: forbidden,
      409: 'The video is in the catalogue already',
    },
  },
  editVideo: {
    method: 'PATCH',
    path: '/catalogue/videos/:videoId',
    tag,
    summary: 'Change a video (curators): any field but its link',
    params: { videoId: 'Eas20kFpAYw' },
    body: VideoChangesBodySchema,
    example: { video: { level: 'advanced', topics: ['attack', 'classics'] } },
    responses: {
      200: ['The video as changed', videoAnswers.video],
      400: 'A bad field, or none',
      403: forbidden,
      404: 'No such video in the catalogue',
    },
  },
  removeVideo: {
    method: 'DELETE',
    path: '/catalogue/videos/:videoId',
    tag,
    summary: "Remove a video (curators): learners' lists, notes and drills keep it",
    params: { videoId: 'Eas20kFpAYw' },
    responses: {
      200: ['The catalogue without it', videoAnswers.videos],
      403: forbidden,
      404: 'No such video in the catalogue',
    },
  },
  importVideos: {
    method: 'POST',
    path: '/catalogue/import',
    tag,
    summary:
      'Import videos (curators): {videos: [...]}, or text/csv with the header youtube,title,creator,category,level,topics,description',
    body: ImportBodySchema,
    csv: (records) => ({ videos: records }),
    example: { videos: [example] },
    responses: {
      200: ['How many were added, and each skipped row with its reason', videoAnswers.importReport],
      400: 'No rows, or more than the limit',
      403: forbidden,
      413: 'A body over 2 MB',
    },
  },
})
