import { addVideo, editVideo, importVideos, removeVideo } from './rules'
import { ImportBodySchema, NewVideoBodySchema, VideoChangesBodySchema } from './bodies'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'

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

/** A curator's changes to the catalogue (docs/api.md, "Catalogue"); app.ts lets curators only. */
export const catalogueRoutes = defineRoutes([
  route(
    {
      method: 'POST',
      path: '/catalogue/videos',
      tag,
      summary: 'Add a video (curators): any YouTube link form or the bare id',
      body: NewVideoBodySchema,
      example: { video: example },
      responses: {
        201: ['The video, its `_id` the YouTube id', answers.video],
        400: 'Not a YouTube link, a missing field, an unknown category or level, too many topics',
        403: forbidden,
        409: 'The video is in the catalogue already',
      },
    },
    async (c, { video }) => c.json({ video: await addVideo(c.get('store'), video) }, 201),
  ),
  route(
    {
      method: 'PATCH',
      path: '/catalogue/videos/:videoId',
      tag,
      summary: 'Change a video (curators): any field but its link',
      params: { videoId: 'Eas20kFpAYw' },
      body: VideoChangesBodySchema,
      example: { video: { level: 'advanced', topics: ['attack', 'classics'] } },
      responses: {
        200: ['The video as changed', answers.video],
        400: 'A bad field, or none',
        403: forbidden,
        404: 'No such video in the catalogue',
      },
    },
    async (c, { video }) =>
      c.json({ video: await editVideo(c.get('store'), param(c, 'videoId'), video) }, 200),
  ),
  route(
    {
      method: 'DELETE',
      path: '/catalogue/videos/:videoId',
      tag,
      summary: "Remove a video (curators): learners' lists, notes and drills keep it",
      params: { videoId: 'Eas20kFpAYw' },
      responses: {
        200: ['The catalogue without it', answers.videos],
        403: forbidden,
        404: 'No such video in the catalogue',
      },
    },
    async (c) => c.json({ videos: await removeVideo(c.get('store'), param(c, 'videoId')) }, 200),
  ),
  route(
    {
      method: 'POST',
      path: '/catalogue/import',
      tag,
      summary:
        'Import videos (curators): {videos: [...]}, or text/csv with the header youtube,title,creator,category,level,topics,description',
      body: ImportBodySchema,
      csv: (records) => ({ videos: records }),
      example: { videos: [example] },
      responses: {
        200: ['How many were added, and each skipped row with its reason', answers.importReport],
        400: 'No rows, or more than the limit',
        403: forbidden,
        413: 'A body over 2 MB',
      },
    },
    async (c, { videos }) => c.json(await importVideos(c.get('store'), videos), 200),
  ),
])
