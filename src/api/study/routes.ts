import { userNotes, userProgress } from './rules'
import { NoteBodySchema, NoteChangesBodySchema, ProgressBodySchema } from '../http/request-body'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'

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
    async (c) =>
      c.json({ progress: await userProgress(c.get('store')).readAll(c.get('userId')) }, 200),
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
      const progress = await userProgress(c.get('store')).save(c.get('userId'), videoId, seconds)
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
      const progress = await userProgress(c.get('store')).remove(
        c.get('userId'),
        param(c, 'videoId'),
      )
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
      const notes = await userNotes(c.get('store')).read(c.get('userId'), param(c, 'videoId'))
      return c.json({ notes }, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/notes/:videoId',
      tag: 'Notes',
      summary: 'Add a note at a moment, with a position (FEN) or the moves that lead to it',
      params,
      body: NoteBodySchema,
      example: {
        note: {
          timeSeconds: 95,
          text: 'The Italian: Black answers Bc5',
          moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'],
        },
      },
      responses: {
        201: ['The notes on the video', answers.notes],
        400: 'Empty or long text, a bad time, a position that is not legal, moves that are not',
        404: 'No such video',
        409: 'Too many notes on the video',
      },
    },
    async (c, { note }) => {
      const notes = await userNotes(c.get('store')).add(c.get('userId'), param(c, 'videoId'), note)
      return c.json({ notes }, 201)
    },
  ),
  route(
    {
      method: 'PATCH',
      path: '/user/notes/:videoId/:noteId',
      tag: 'Notes',
      summary: "Edit a note: its text, time or position (a position sent replaces the note's)",
      params,
      body: NoteChangesBodySchema,
      example: { note: { text: 'The rook lift wins', fen: '' } },
      responses: {
        200: ['The notes on the video', answers.notes],
        400: 'Nothing to change, or a change the rules refuse (as for a new note)',
        404: 'No such note of yours',
      },
    },
    async (c, { note }) => {
      const [videoId, noteId] = [param(c, 'videoId'), param(c, 'noteId')]
      const notes = await userNotes(c.get('store')).edit(c.get('userId'), videoId, noteId, note)
      return c.json({ notes }, 200)
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
      const notes = await userNotes(c.get('store')).remove(c.get('userId'), videoId, noteId)
      return c.json({ notes }, 200)
    },
  ),
])
