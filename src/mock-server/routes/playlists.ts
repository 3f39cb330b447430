import { Hono } from 'hono/tiny'
import { userPlaylists } from '../domain/playlists'
import type { MockEnv } from '../env'
import {
  PlaylistBodySchema,
  PlaylistOrderSchema,
  PlaylistPatchSchema,
  readBody,
  VideoBodySchema,
} from '../request-body'

export const playlistRoutes = new Hono<MockEnv>()
  .get('/user/playlists', async (c) => {
    return c.json({ playlists: await userPlaylists(c.var.store).readAll(c.var.userId) }, 200)
  })
  .post('/user/playlists', async (c) => {
    const { playlist } = await readBody(c, PlaylistBodySchema)
    const playlists = await userPlaylists(c.var.store).create(c.var.userId, playlist)
    return c.json({ playlists }, 201)
  })
  .patch('/user/playlists/:playlistId', async (c) => {
    const { playlist: patch } = await readBody(c, PlaylistPatchSchema)
    const playlistId = c.req.param('playlistId')
    const { title, description } = patch
    const playlist = await userPlaylists(c.var.store).update(c.var.userId, playlistId, {
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description }),
    })
    return c.json({ playlist }, 200)
  })
  .put('/user/playlists/:playlistId/order', async (c) => {
    const { videoIds } = await readBody(c, PlaylistOrderSchema)
    const playlistId = c.req.param('playlistId')
    const playlist = await userPlaylists(c.var.store).order(c.var.userId, playlistId, videoIds)
    return c.json({ playlist }, 200)
  })
  .delete('/user/playlists/:playlistId', async (c) => {
    const playlistId = c.req.param('playlistId')
    const playlists = await userPlaylists(c.var.store).delete(c.var.userId, playlistId)
    return c.json({ playlists }, 200)
  })
  .get('/user/playlists/:playlistId', async (c) => {
    const playlistId = c.req.param('playlistId')
    return c.json(
      { playlist: await userPlaylists(c.var.store).read(c.var.userId, playlistId) },
      200,
    )
  })
  .post('/user/playlists/:playlistId', async (c) => {
    const { video } = await readBody(c, VideoBodySchema)
    const playlistId = c.req.param('playlistId')
    const playlist = await userPlaylists(c.var.store).addVideo(c.var.userId, playlistId, video._id)
    return c.json({ playlist }, 201)
  })
  .delete('/user/playlists/:playlistId/:videoId', async (c) => {
    const { playlistId, videoId } = c.req.param()
    const playlist = await userPlaylists(c.var.store).removeVideo(c.var.userId, playlistId, videoId)
    return c.json({ playlist }, 200)
  })
