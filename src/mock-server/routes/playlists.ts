import { Hono } from 'hono/tiny'
import type { MockEnv } from '../app'
import { PlaylistBodySchema, readBody, VideoBodySchema } from '../request-body'

export const playlistRoutes = new Hono<MockEnv>()
  .get('/user/playlists', async (c) => {
    return c.json({ playlists: await c.var.playlists.readAll(c.var.userId) }, 200)
  })
  .post('/user/playlists', async (c) => {
    const { playlist } = await readBody(c, PlaylistBodySchema)
    return c.json(
      {
        playlists: await c.var.playlists.create(c.var.userId, playlist.title, playlist.description),
      },
      201,
    )
  })
  .delete('/user/playlists/:playlistId', async (c) => {
    return c.json(
      { playlists: await c.var.playlists.delete(c.var.userId, c.req.param('playlistId')) },
      200,
    )
  })
  .get('/user/playlists/:playlistId', async (c) => {
    return c.json(
      { playlist: await c.var.playlists.read(c.var.userId, c.req.param('playlistId')) },
      200,
    )
  })
  .post('/user/playlists/:playlistId', async (c) => {
    const { video } = await readBody(c, VideoBodySchema)
    const playlist = await c.var.playlists.addVideo(
      c.var.userId,
      c.req.param('playlistId'),
      video._id,
    )
    return c.json({ playlist }, 201)
  })
  .delete('/user/playlists/:playlistId/:videoId', async (c) => {
    const { playlistId, videoId } = c.req.param()
    return c.json(
      { playlist: await c.var.playlists.removeVideo(c.var.userId, playlistId, videoId) },
      200,
    )
  })
