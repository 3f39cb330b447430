import { videoContract } from './contract'
import { addVideo, editVideo, importVideos, removeVideo } from './rules'
import { defineRoutes, param, route } from '../http/define'

/** A curator's changes to the catalogue (docs/api.md, "Catalogue"); app.ts lets curators only. */
export const videoEditingRoutes = defineRoutes([
  route(videoContract.addVideo, async (c, { video }) =>
    c.json({ video: await addVideo(c.get('store'), video) }, 201),
  ),
  route(videoContract.editVideo, async (c, { video }) =>
    c.json({ video: await editVideo(c.get('store'), param(c, 'videoId'), video) }, 200),
  ),
  route(videoContract.removeVideo, async (c) =>
    c.json({ videos: await removeVideo(c.get('store'), param(c, 'videoId')) }, 200),
  ),
  route(videoContract.importVideos, async (c, { videos }) =>
    c.json(await importVideos(c.get('store'), videos), 200),
  ),
])
