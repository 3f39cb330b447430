import { classContract } from './contract'
import { classes } from './rules'
import { asCountedAttempt } from '../store/sign-in-limits'
import { defineRoutes, param, route } from '../http/define'

/** Classes for coaches (docs/api.md, "Classes"): every call needs a token (../http/app.ts). */
export const classRoutes = defineRoutes([
  route(classContract.create, async (c, body) =>
    c.json({ class: await classes(c.get('store')).create(c.get('userId'), body.class.name) }, 201),
  ),
  route(classContract.list, async (c) =>
    c.json(await classes(c.get('store')).list(c.get('userId')), 200),
  ),
  route(classContract.join, async (c, { code }) => {
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
  }),
  route(classContract.read, async (c) =>
    c.json(
      { class: await classes(c.get('store')).read(c.get('userId'), param(c, 'classId')) },
      200,
    ),
  ),
  route(classContract.remove, async (c) => {
    await classes(c.get('store')).remove(c.get('userId'), param(c, 'classId'))
    return c.json({}, 200)
  }),
  route(classContract.leave, async (c) => {
    await classes(c.get('store')).leave(c.get('userId'), param(c, 'classId'))
    return c.json({}, 200)
  }),
  route(classContract.removeStudent, async (c) => {
    const view = await classes(c.get('store')).removeStudent(
      c.get('userId'),
      param(c, 'classId'),
      param(c, 'userId'),
    )
    return c.json({ class: view }, 200)
  }),
  route(classContract.assign, async (c, { assignment: { due, ...given } }) => {
    const work = 'playlistId' in given ? { ...given, kind: 'playlist' as const } : given
    if (work.kind === 'puzzles') await c.get('puzzlesLoaded')()
    const view = await classes(c.get('store')).assign(
      c.get('userId'),
      param(c, 'classId'),
      work,
      due,
    )
    return c.json({ class: view }, 201)
  }),
  route(classContract.unassign, async (c) => {
    const view = await classes(c.get('store')).unassign(
      c.get('userId'),
      param(c, 'classId'),
      param(c, 'assignmentId'),
    )
    return c.json({ class: view }, 200)
  }),
])
