import { puzzleContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { importPuzzleCsv } from './import'
import { filterOf, puzzles, themeList } from './rules'

/** Puzzles from the Lichess database, and a learner's attempts (docs/api.md, "Puzzles"). */
export const puzzleRoutes = defineRoutes([
  // Before the store holds a puzzle, and while a first load runs, the themes and the next puzzle
  // are the file's: the store answers the same at the load's end (./shipped.ts).
  route(puzzleContract.themes, async (c) => {
    const file = await c.get('puzzlesMeanwhile')()
    if (file) return c.json({ themes: themeList(file.themes) }, 200)
    await c.get('puzzlesLoaded')()
    return c.json({ themes: await puzzles(c.get('store')).themes() }, 200)
  }),
  route(puzzleContract.next, async (c, _body, { after, ...given }) => {
    const filter = filterOf(given)
    const userId = c.get('userId') as string | undefined
    const file = await c.get('puzzlesMeanwhile')()
    if (file)
      return c.json(await puzzles(c.get('store')).nextOfFile(file, filter, after, userId), 200)
    await c.get('puzzlesLoaded')()
    return c.json(await puzzles(c.get('store')).next(filter, after, userId), 200)
  }),
  // One puzzle waits for itself only: stored first, before the rest of a first load.
  route(puzzleContract.puzzle, async (c) => {
    await c.get('puzzleStored')(param(c, 'puzzleId'))
    return c.json({ puzzle: await puzzles(c.get('store')).read(param(c, 'puzzleId')) }, 200)
  }),
  route(puzzleContract.attempt, async (c, { attempt }) => {
    await c.get('puzzleStored')(param(c, 'puzzleId'))
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
