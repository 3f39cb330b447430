import { puzzleContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { importPuzzleCsv } from './import'
import { filterOf, puzzles, themeList } from './rules'

/** Puzzles from the Lichess database, and a learner's attempts (docs/api.md, "Puzzles"). */
export const puzzleRoutes = defineRoutes([
  route(puzzleContract.themes, async (c) => {
    // Before the store holds a puzzle, and while a first load runs, the themes are the file's:
    // the store counts the same at the load's end.
    const meanwhile = await c.get('puzzleThemesMeanwhile')()
    if (meanwhile) return c.json({ themes: themeList(meanwhile) }, 200)
    await c.get('puzzlesLoaded')()
    return c.json({ themes: await puzzles(c.get('store')).themes() }, 200)
  }),
  route(puzzleContract.next, async (c, _body, { after, ...given }) => {
    await c.get('puzzlesLoaded')()
    const filter = filterOf(given)
    const userId = c.get('userId') as string | undefined
    return c.json(await puzzles(c.get('store')).next(filter, after, userId), 200)
  }),
  route(puzzleContract.puzzle, async (c) => {
    await c.get('puzzlesLoaded')()
    return c.json({ puzzle: await puzzles(c.get('store')).read(param(c, 'puzzleId')) }, 200)
  }),
  route(puzzleContract.attempt, async (c, { attempt }) => {
    await c.get('puzzlesLoaded')()
    const judged = await puzzles(c.get('store')).attempt(
      c.get('userId'),
      param(c, 'puzzleId'),
      attempt.moves,
    )
    return c.json(judged, 201)
  }),
  route(puzzleContract.stats, async (c) =>
    c.json(await puzzles(c.get('store')).stats(c.get('userId')), 200),
  ),
  route(puzzleContract.importPuzzles, async (c, { csv }) => {
    await c.get('puzzlesLoaded')()
    return c.json(await importPuzzleCsv(c.get('store'), csv), 200)
  }),
])
