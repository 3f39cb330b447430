import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'
import { reports } from './reports'
import { said } from './routes'

const { tag, hidden, coachOnly } = said

/** What a coach reads of the class's work, and a student of their own (docs/api.md, "Classes"). */
export const classReportRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/classes/:classId/progress',
      tag,
      summary: "Each student's progress in each assignment (coach): counts, nothing else",
      responses: { 200: ['{students}', answers.classProgress], 403: coachOnly, 404: hidden },
    },
    async (c) =>
      c.json(await reports(c.get('store')).progress(c.get('userId'), param(c, 'classId')), 200),
  ),
  route(
    {
      method: 'GET',
      path: '/classes/:classId/assignments/:assignmentId/results',
      tag,
      summary:
        "Each student's score in an assignment and their mistakes: each missed guess or failed puzzle (coach)",
      responses: {
        200: ['{results: [{student, score, done, mistakes}]}', answers.assignmentResults],
        403: coachOnly,
        404: 'No such class, or no such assignment in it',
      },
    },
    async (c) => {
      const results = await reports(c.get('store')).results(
        c.get('userId'),
        param(c, 'classId'),
        param(c, 'assignmentId'),
      )
      return c.json({ results }, 200)
    },
  ),
  route(
    {
      method: 'GET',
      path: '/classes/:classId/results.csv',
      tag,
      summary: 'Every student × assignment as CSV, for a spreadsheet (coach): "Download results"',
      responses: { 200: 'text/csv', 403: coachOnly, 404: hidden },
    },
    async (c) => {
      const { className, csv } = await reports(c.get('store')).csv(
        c.get('userId'),
        param(c, 'classId'),
      )
      // A file name of the class's letters and digits only: no header can be broken by it.
      const file = `${className.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'class'}-results.csv`
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="results.csv"; filename*=UTF-8''${encodeURIComponent(file)}`,
      })
    },
  ),
  route(
    {
      method: 'GET',
      path: '/user/assignments',
      tag,
      summary: 'Your assignments in every class you joined, with your progress',
      responses: { 200: ['{assignments}', answers.assignments] },
    },
    async (c) =>
      c.json({ assignments: await reports(c.get('store')).assignments(c.get('userId')) }, 200),
  ),
])
