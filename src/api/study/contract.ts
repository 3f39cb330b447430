import * as z from 'zod/mini'
import { NoteSchema, ProgressSchema, NewNoteSchema, NoteChangesSchema } from '@/shared/entities'
import { MAX_VIDEO_SECONDS } from '@/shared/input-rules'
import { messages } from '../messages'
import { endpoints } from '../http/endpoint'

const params = { videoId: 'Eas20kFpAYw' }

const seconds = (message: string) =>
  z.number(message).check(z.gte(0, message), z.lte(MAX_VIDEO_SECONDS, message))

export const ProgressBodySchema = z
  .object(
    {
      positionSeconds: seconds(messages.progressInvalid),
      durationSeconds: seconds(messages.progressInvalid),
    },
    messages.progressInvalid,
  )
  .check(z.refine((body) => body.positionSeconds <= body.durationSeconds, messages.progressInvalid))

export const NoteBodySchema = z.object({ note: NewNoteSchema })

export const NoteChangesBodySchema = z.object({ note: NoteChangesSchema })

/** What the study endpoints answer (docs/api.md). */
export const studyAnswers = {
  notes: z.object({ notes: z.array(NoteSchema) }),
  progress: z.object({ progress: ProgressSchema }),
  progressList: z.object({ progress: z.array(ProgressSchema) }),
}

/**
 * The study endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const studyContract = endpoints({
  progress: {
    method: 'GET',
    path: '/user/progress',
    tag: 'Progress',
    summary: 'Where you stopped in each video, most recent first',
    responses: { 200: ['{progress: [...]}', studyAnswers.progressList] },
  },
  saveProgress: {
    method: 'PUT',
    path: '/user/progress/:videoId',
    tag: 'Progress',
    summary: 'Save where you are in a video',
    params,
    body: ProgressBodySchema,
    example: { positionSeconds: 95, durationSeconds: 600 },
    responses: {
      200: ['The saved entry', studyAnswers.progress],
      400: 'Seconds out of range',
      404: 'No such video',
    },
  },
  removeProgress: {
    method: 'DELETE',
    path: '/user/progress/:videoId',
    tag: 'Progress',
    summary: 'Forget your progress in a video',
    params,
    responses: { 200: ['The remaining progress', studyAnswers.progressList], 404: 'None saved' },
  },
  notes: {
    method: 'GET',
    path: '/user/notes/:videoId',
    tag: 'Notes',
    summary: 'Your notes on a video, by time',
    params,
    responses: { 200: ['{notes: [...]}', studyAnswers.notes] },
  },
  addNote: {
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
      201: ['The notes on the video', studyAnswers.notes],
      400: 'Empty or long text, a bad time, a position that is not legal, moves that are not',
      404: 'No such video',
      409: 'Too many notes on the video',
    },
  },
  editNote: {
    method: 'PATCH',
    path: '/user/notes/:videoId/:noteId',
    tag: 'Notes',
    summary: "Edit a note: its text, time or position (a position sent replaces the note's)",
    params,
    body: NoteChangesBodySchema,
    example: { note: { text: 'The rook lift wins', fen: '' } },
    responses: {
      200: ['The notes on the video', studyAnswers.notes],
      400: 'Nothing to change, or a change the rules refuse (as for a new note)',
      404: 'No such note of yours',
    },
  },
  removeNote: {
    method: 'DELETE',
    path: '/user/notes/:videoId/:noteId',
    tag: 'Notes',
    summary: 'Delete a note',
    params,
    responses: { 200: ['The remaining notes', studyAnswers.notes], 404: 'No such note of yours' },
  },
})
