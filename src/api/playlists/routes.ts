import { playlistContract } from './contract'
import { userPlaylists } from './rules'
import { defineRoutes, param, route } from '../http/define'

export const playlistRoutes = defineRoutes([
  route(playlistContract.list, async (c) =>
    c.json({ playlists: await userPlaylists(c.get('store')).readAll(c.get('userId')) }, 200),
  ),
  route(playlistContract.create, async (c, { playlist }) =>
    c.json(
      { playlists: await userPlaylists(c.get('store')).create(c.get('userId'), playlist) },
      201,
    ),
  ),
  route(playlistContract.read, async (c) => {
    const playlist = await userPlaylists(c.get('store')).read(
      c.get('userId'),
      param(c, 'playlistId'),
    )
    return c.json({ playlist }, 200)
  }),
  route(playlistContract.rename, async (c, { playlist: { title, description } }) => {
    const playlist = await userPlaylists(c.get('store')).update(
      c.get('userId'),
      param(c, 'playlistId'),
      {
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
      },
    )
    return c.json({ playlist }, 200)
  }),
  route(playlistContract.reorder, async (c, { videoIds }) => {
    const playlistId = param(c, 'playlistId')
    const playlist = await userPlaylists(c.get('store')).order(
      c.get('userId'),
      playlistId,
      videoIds,
    )
    return c.json({ playlist }, 200)
  }),
  route(playlistContract.remove, async (c) => {
    const playlistId = param(c, 'playlistId')
    const playlists = await userPlaylists(c.get('store')).delete(c.get('userId'), playlistId)
    return c.json({ playlists }, 200)
  }),
  route(playlistContract.addVideo, async (c, { video }) => {
    const playlistId = param(c, 'playlistId')
    const playlist = await userPlaylists(c.get('store')).addVideo(
      c.get('userId'),
      playlistId,
      video._id,
    )
    return c.json({ playlist }, 201)
  }),
  route(playlistContract.removeVideo, async (c) => {
    const [playlistId, videoId] = [param(c, 'playlistId'), param(c, 'videoId')]
    const playlist = await userPlaylists(c.get('store')).removeVideo(
      c.get('userId'),
      playlistId,
      videoId,
    )
    return c.json({ playlist }, 200)
  }),
])
