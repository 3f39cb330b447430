import { classes } from './rules'
import { asCountedAttempt } from '../store/sign-in-limits'
import { AssignmentBodySchema, ClassBodySchema, JoinBodySchema } from './bodies'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'

/** What the class routes say of themselves (./report-routes.ts too). */
export const said = {
  tag: 'Classes',
  hidden: 'No such class, or you are not in it',
  coachOnly: 'You are a student of this class, not its coach',
}
const { tag, hidden, coachOnly } = said

/** Classes for coaches (docs/api.md, "Classes"): every call needs a token (../http/app.ts). */
export const classRoutes = defineRoutes([
  route(
    {
      method: 'POST',
      path: '/classes',
      tag,
      summary: 'Create a class: you coach it; it gets a join code',
      body: ClassBodySchema,
      example: { class: { name: 'Tuesday Juniors' } },
      responses: {
        201: ['The class, as its coach sees it', answers.class],
        400: 'No name',
        409: 'You coach 50 classes already',
      },
    },
    async (c, body) =>
      c.json(
        { class: await classes(c.get('store')).create(c.get('userId'), body.class.name) },
        201,
      ),
  ),
  route(
    {
      method: 'GET',
      path: '/classes',
      tag,
      summary: 'The classes you coach and the classes you joined',
      responses: { 200: ['{coaching, joined}', answers.classList] },
    },
    async (c) => c.json(await classes(c.get('store')).list(c.get('userId')), 200),
  ),
  route(
    {
      method: 'POST',
      path: '/classes/join',
      tag,
      summary: 'Join a class by its code',
      body: JoinBodySchema,
      example: { code: 'ABC234' },
      responses: {
        200: ['The class, as a student sees it', answers.class],
        404: 'No class has this code',
        409: 'You coach this class, or it has 200 students already',
        429: 'Too many codes that match no class, from this account or address (Node server)',
      },
    },
    async (c, { code }) => {
      // Codes are short: guesses are counted like failed logins (docs/api.md, "Rate limits").
      const attempt = {
        kind: 'join',
        userId: c.get('userId'),
        address: c.get('clientAddress'),
      } as const
      const joined = await asCountedAttempt(c.get('signInLimits'), attempt, ['not-found'], () =>
        classes(c.get('store')).join(c.get('userId'), code),
      )
      return c.json({ class: joined }, 200)
    },
  ),
  route(
    {
      method: 'GET',
      path: '/classes/:classId',
      tag,
      summary: 'A class: its coach sees the code and students; a student their own progress',
      responses: { 200: ['{class}', answers.class], 404: hidden },
    },
    async (c) =>
      c.json(
        { class: await classes(c.get('store')).read(c.get('userId'), param(c, 'classId')) },
        200,
      ),
  ),
  route(
    {
      method: 'DELETE',
      path: '/classes/:classId',
      tag,
      summary: 'Delete your class: its students leave it, its assignments go (coach)',
      responses: { 200: ['Deleted', answers.done], 403: coachOnly, 404: hidden },
    },
    async (c) => {
      await classes(c.get('store')).remove(c.get('userId'), param(c, 'classId'))
      return c.json({}, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/classes/:classId/leave',
      tag,
      summary: 'Leave a class: its coach sees nothing of yours from then on',
      responses: { 200: ['Left', answers.done], 404: hidden },
    },
    async (c) => {
      await classes(c.get('store')).leave(c.get('userId'), param(c, 'classId'))
      return c.json({}, 200)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/classes/:classId/students/:userId',
      tag,
      summary: 'Remove a student from your class (coach)',
      responses: {
        200: ['The class without them', answers.class],
        403: coachOnly,
        404: 'No such class, or no such student in it',
      },
    },
    async (c) => {
      const view = await classes(c.get('store')).removeStudent(
        c.get('userId'),
        param(c, 'classId'),
        param(c, 'userId'),
      )
      return c.json({ class: view }, 200)
    },
  ),
  route(
    {
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
        201: ['The class with the assignment', answers.class],
        400: 'No such kind; a video without a lesson; 5 to 50 puzzles; unknown themes; a due day that is not YYYY-MM-DD',
        403: coachOnly,
        404: 'No such class, playlist of yours or video',
        409: 'The playlist or lesson is assigned already, or the class has 100 assignments',
      },
    },
    async (c, { assignment: { due, ...given } }) => {
      const work = 'playlistId' in given ? { ...given, kind: 'playlist' as const } : given
      if (work.kind === 'puzzles') await c.get('puzzlesLoaded')()
      const view = await classes(c.get('store')).assign(
        c.get('userId'),
        param(c, 'classId'),
        work,
        due,
      )
      return c.json({ class: view }, 201)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/classes/:classId/assignments/:assignmentId',
      tag,
      summary: 'Unassign a playlist from your class; the playlist stays yours (coach)',
      responses: {
        200: ['The class without it', answers.class],
        403: coachOnly,
        404: 'No such class, or no such assignment in it',
      },
    },
    async (c) => {
      const view = await classes(c.get('store')).unassign(
        c.get('userId'),
        param(c, 'classId'),
        param(c, 'assignmentId'),
      )
      return c.json({ class: view }, 200)
    },
  ),
])
