import { studyContract } from './contract'
import { userNotes, userProgress } from './rules'
import { defineRoutes, param, route } from '../http/define'

/** Progress in videos and notes on them (docs/api.md, "Progress" and "Notes"). */
export const studyRoutes = defineRoutes([
  route(studyContract.progress, async (c) =>
    c.json({ progress: await userProgress(c.get('store')).readAll(c.get('userId')) }, 200),
  ),
  route(studyContract.saveProgress, async (c, seconds) => {
    const videoId = param(c, 'videoId')
    const progress = await userProgress(c.get('store')).save(c.get('userId'), videoId, seconds)
    return c.json({ progress }, 200)
  }),
  route(studyContract.removeProgress, async (c) => {
    const progress = await userProgress(c.get('store')).remove(c.get('userId'), param(c, 'videoId'))
    return c.json({ progress }, 200)
  }),
  route(studyContract.notes, async (c) => {
    const notes = await userNotes(c.get('store')).read(c.get('userId'), param(c, 'videoId'))
    return c.json({ notes }, 200)
  }),
  route(studyContract.addNote, async (c, { note }) => {
    const notes = await userNotes(c.get('store')).add(c.get('userId'), param(c, 'videoId'), note)
    return c.json({ notes }, 201)
  }),
  route(studyContract.editNote, async (c, { note }) => {
    const [videoId, noteId] = [param(c, 'videoId'), param(c, 'noteId')]
    const notes = await userNotes(c.get('store')).edit(c.get('userId'), videoId, noteId, note)
    return c.json({ notes }, 200)
  }),
  route(studyContract.removeNote, async (c) => {
    const [videoId, noteId] = [param(c, 'videoId'), param(c, 'noteId')]
    const notes = await userNotes(c.get('store')).remove(c.get('userId'), videoId, noteId)
    return c.json({ notes }, 200)
  }),
])
