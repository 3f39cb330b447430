import { classContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { reports } from './reports'

/** What a coach reads of the class's work, and a student of their own (docs/api.md, "Classes"). */
export const classReportRoutes = defineRoutes([
  route(classContract.progress, async (c) =>
    c.json(await reports(c.get('store')).progress(c.get('userId'), param(c, 'classId')), 200),
  ),
  route(classContract.assignmentResults, async (c) => {
    const results = await reports(c.get('store')).results(
      c.get('userId'),
      param(c, 'classId'),
      param(c, 'assignmentId'),
    )
    return c.json({ results }, 200)
  }),
  route(classContract.resultsCsv, async (c) => {
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
  }),
  route(classContract.myAssignments, async (c) =>
    c.json({ assignments: await reports(c.get('store')).assignments(c.get('userId')) }, 200),
  ),
])
