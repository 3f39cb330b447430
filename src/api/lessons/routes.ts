import { lessonContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { lessons } from './rules'

/** A video's moves, in step with it (docs/api.md, "Lessons"). */
export const lessonRoutes = defineRoutes([
  route(lessonContract.lesson, async (c) =>
    c.json({ lesson: await lessons(c.get('store')).read(param(c, 'videoId')) }, 200),
  ),
  route(lessonContract.positions, async (c, _body, query) =>
    c.json({ matches: await lessons(c.get('store')).reaching(query.fen ?? '') }, 200),
  ),
  route(lessonContract.list, async (c) =>
    c.json({ lessons: await lessons(c.get('store')).sizes() }, 200),
  ),
  route(lessonContract.save, async (c, body) =>
    c.json(
      {
        lesson: await lessons(c.get('store')).save(
          param(c, 'videoId'),
          body,
          c.get('openingNames'),
        ),
      },
      200,
    ),
  ),
  route(lessonContract.remove, async (c) => {
    await lessons(c.get('store')).remove(param(c, 'videoId'))
    return c.json({}, 200)
  }),
])
