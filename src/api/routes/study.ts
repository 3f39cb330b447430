import { userNotes, userProgress } from '../domain/study'
import { NoteBodySchema, ProgressBodySchema } from '../request-body'
import { answers } from '../schemas'
import { defineRoutes, param, route } from './define'

const params = { videoId: 'Eas20kFpAYw' }

/** Progress in videos and notes on them (docs/api.md, "Progress" and "Notes"). */
export const studyRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/user/progress',
      tag: 'Progress',
      summary: 'Where you stopped in each video, most recent first',
      responses: { 200: ['{progress: [...]}', answers.progressList] },
    },
    async (c) => c.json({ progress: await userProgress(c.var.store).readAll(c.var.userId) }, 200),
  ),
  route(
    {
      method: 'PUT',
      path: '/user/progress/:videoId',
      tag: 'Progress',
      summary: 'Save where you are in a video',
      params,
      body: ProgressBodySchema,
      example: { positionSeconds: 95, durationSeconds: 600 },
      responses: {
        200: ['The saved entry', answers.progress],
        400: 'Seconds out of range',
        404: 'No such video',
      },
    },
    async (c, seconds) => {
      const videoId = param(c, 'videoId')
      const progress = await userProgress(c.var.store).save(c.var.userId, videoId, seconds)
      return c.json({ progress }, 200)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/user/progress/:videoId',
      tag: 'Progress',
      summary: 'Forget your progress in a video',
      params,
      responses: { 200: ['The remaining progress', answers.progressList], 404: 'None saved' },
    },
    async (c) => {
      const progress = await userProgress(c.var.store).remove(c.var.userId, param(c, 'videoId'))
      return c.json({ progress }, 200)
    },
  ),
  route(
    {
      method: 'GET',
      path: '/user/notes/:videoId',
      tag: 'Notes',
      summary: 'Your notes on a video, by time',
      params,
      responses: { 200: ['{notes: [...]}', answers.notes] },
    },
    async (c) => {
      const notes = await userNotes(c.var.store).read(c.var.userId, param(c, 'videoId'))
      return c.json({ notes }, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/notes/:videoId',
      tag: 'Notes',
      summary: 'Add a note at a moment, with a position (FEN) if you like',
      params,
      body: NoteBodySchema,
      example: {
        note: {
          timeSeconds: 95,
          text: 'The rook lift',
          fen: 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 8',
        },
      },
      responses: {
        201: ['The notes on the video', answers.notes],
        400: 'Empty or long text, a bad time or position',
        404: 'No such video',
      },
    },
    async (c, { note }) => {
      const notes = await userNotes(c.var.store).add(c.var.userId, param(c, 'videoId'), note)
      return c.json({ notes }, 201)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/user/notes/:videoId/:noteId',
      tag: 'Notes',
      summary: 'Delete a note',
      params,
      responses: { 200: ['The remaining notes', answers.notes], 404: 'No such note of yours' },
    },
    async (c) => {
      const [videoId, noteId] = [param(c, 'videoId'), param(c, 'noteId')]
      const notes = await userNotes(c.var.store).remove(c.var.userId, videoId, noteId)
      return c.json({ notes }, 200)
    },
  ),
])
