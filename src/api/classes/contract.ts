import * as z from 'zod/mini'
import { AssignmentResultsSchema } from '@/shared/homework'
import {
  ClassProgressSchema,
  ClassSchema,
  ClassSummarySchema,
  StudentAssignmentSchema,
} from '@/shared/entities'
import { AssignmentBodySchema, ClassBodySchema, JoinBodySchema } from './bodies'
import { answers } from '../http/answers'
import { endpoints } from '../http/endpoint'

const said = {
  tag: 'Classes',
  hidden: 'No such class, or you are not in it',
  coachOnly: 'You are a student of this class, not its coach',
}

const { tag, hidden, coachOnly } = said

/** What the classes endpoints answer (docs/api.md). */
export const classAnswers = {
  assignmentResults: AssignmentResultsSchema,
  assignments: z.object({ assignments: z.array(StudentAssignmentSchema) }),
  class: z.object({ class: ClassSchema }),
  classList: z.object({
    coaching: z.array(ClassSummarySchema),
    joined: z.array(ClassSummarySchema),
  }),
  classProgress: ClassProgressSchema,
}

/**
 * The classes endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const classContract = endpoints({
  create: {
    method: 'POST',
    path: '/classes',
    tag,
    summary: 'Create a class: you coach it; it gets a join code',
    body: ClassBodySchema,
    example: { class: { name: 'Tuesday Juniors' } },
    responses: {
      201: ['The class, as its coach sees it', classAnswers.class],
      400: 'No name',
      409: 'You coach 50 classes already',
    },
  },
  list: {
    method: 'GET',
    path: '/classes',
    tag,
    summary: 'The classes you coach and the classes you joined',
    responses: { 200: ['{coaching, joined}', classAnswers.classList] },
  },
  join: {
    method: 'POST',
    path: '/classes/join',
    tag,
    summary: 'Join a class by its code',
    body: JoinBodySchema,
    example: { code: 'ABC234' },
    responses: {
      200: ['The class, as a student sees it', classAnswers.class],
      404: 'No class has this code',
      409: 'You coach this class, or it has 200 students already',
      429: 'Too many codes that match no class, from this account or address (Node server)',
    },
  },
  read: {
    method: 'GET',
    path: '/classes/:classId',
    tag,
    summary: 'A class: its coach sees the code and students; a student their own progress',
    responses: { 200: ['{class}', classAnswers.class], 404: hidden },
  },
  remove: {
    method: 'DELETE',
    path: '/classes/:classId',
    tag,
    summary: 'Delete your class: its students leave it, its assignments go (coach)',
    responses: { 200: ['Deleted', answers.done], 403: coachOnly, 404: hidden },
  },
  leave: {
    method: 'POST',
    path: '/classes/:classId/leave',
    tag,
    summary: 'Leave a class: its coach sees nothing of yours from then on',
    responses: { 200: ['Left', answers.done], 404: hidden },
  },
  removeStudent: {
    method: 'DELETE',
    path: '/classes/:classId/students/:userId',
    tag,
    summary: 'Remove a student from your class (coach)',
    responses: {
      200: ['The class without them', classAnswers.class],
      403: coachOnly,
      404: 'No such class, or no such student in it',
    },
  },
  assign: {
    method: 'POST',
    path: '/classes/:classId/assignments',
    tag,
    summary:
      'Assign work to your class (coach): a playlist of yours, a lesson to guess, or puzzles, with an optional due day',
    body: AssignmentBodySchema,
    example: {
      assignment: { kind: 'puzzles', themes: ['fork', 'pin'], difficulty: 'medium', count: 10 },
    },
    responses: {
      201: ['The class with the assignment', classAnswers.class],
      400: 'No such kind; a video without a lesson; 5 to 50 puzzles; unknown themes; a due day that is not YYYY-MM-DD',
      403: coachOnly,
      404: 'No such class, playlist of yours or video',
      409: 'The playlist or lesson is assigned already, or the class has 100 assignments',
    },
  },
  unassign: {
    method: 'DELETE',
    path: '/classes/:classId/assignments/:assignmentId',
    tag,
    summary: 'Unassign a playlist from your class; the playlist stays yours (coach)',
    responses: {
      200: ['The class without it', classAnswers.class],
      403: coachOnly,
      404: 'No such class, or no such assignment in it',
    },
  },
  progress: {
    method: 'GET',
    path: '/classes/:classId/progress',
    tag,
    summary: "Each student's progress in each assignment (coach): counts, nothing else",
    responses: { 200: ['{students}', classAnswers.classProgress], 403: coachOnly, 404: hidden },
  },
  assignmentResults: {
    method: 'GET',
    path: '/classes/:classId/assignments/:assignmentId/results',
    tag,
    summary:
      "Each student's score in an assignment and their mistakes: each missed guess or failed puzzle (coach)",
    responses: {
      200: ['{results: [{student, score, done, mistakes}]}', classAnswers.assignmentResults],
      403: coachOnly,
      404: 'No such class, or no such assignment in it',
    },
  },
  resultsCsv: {
    method: 'GET',
    path: '/classes/:classId/results.csv',
    tag,
    summary: 'Every student × assignment as CSV, for a spreadsheet (coach): "Download results"',
    responses: { 200: 'text/csv', 403: coachOnly, 404: hidden },
  },
  myAssignments: {
    method: 'GET',
    path: '/user/assignments',
    tag,
    summary: 'Your assignments in every class you joined, with your progress',
    responses: { 200: ['{assignments}', classAnswers.assignments] },
  },
})
