import { userPlaylists } from './rules'
import {
  PlaylistBodySchema,
  PlaylistOrderSchema,
  PlaylistPatchSchema,
  VideoBodySchema,
} from '../http/request-body'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'

const tag = 'Playlists'
// No example playlistId: it is its owner's; the tester asks for it as {{playlistId}}.
const gone = 'No such playlist of yours'

export const playlistRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/user/playlists',
      tag,
      summary: 'Your playlists, oldest first, with their videos',
      responses: { 200: ['{playlists: [...]}', answers.playlists] },
    },
    async (c) =>
      c.json({ playlists: await userPlaylists(c.get('store')).readAll(c.get('userId')) }, 200),
  ),
  route(
    {
      method: 'POST',
      path: '/user/playlists',
      tag,
      summary: 'Create a playlist (with `videoIds`: restore one, videos in order)',
      body: PlaylistBodySchema,
      example: { playlist: { title: 'Openings', description: 'Lines I play' } },
      responses: {
        201: ['Every playlist, the new one last', answers.playlists],
        400: 'An empty title, or a video named twice',
        404: 'A video of `videoIds` does not exist',
        409: 'You have a playlist of that title (ignoring case)',
      },
    },
    async (c, { playlist }) =>
      c.json(
        { playlists: await userPlaylists(c.get('store')).create(c.get('userId'), playlist) },
        201,
      ),
  ),
  route(
    {
      method: 'GET',
      path: '/user/playlists/:playlistId',
      tag,
      summary: 'One playlist',
      responses: { 200: ['{playlist}', answers.playlist], 404: gone },
    },
    async (c) => {
      const playlist = await userPlaylists(c.get('store')).read(
        c.get('userId'),
        param(c, 'playlistId'),
      )
      return c.json({ playlist }, 200)
    },
  ),
  route(
    {
      method: 'PATCH',
      path: '/user/playlists/:playlistId',
      tag,
      summary: 'Rename or describe a playlist',
      body: PlaylistPatchSchema,
      example: { playlist: { title: 'Sicilian lines', description: 'Najdorf first' } },
      responses: {
        200: ['The playlist', answers.playlist],
        400: 'An empty title, or nothing to change',
        404: gone,
        409: 'Another playlist of yours has that title',
      },
    },
    async (c, { playlist: { title, description } }) => {
      const playlist = await userPlaylists(c.get('store')).update(
        c.get('userId'),
        param(c, 'playlistId'),
        {
          ...(title !== undefined && { title }),
          ...(description !== undefined && { description }),
        },
      )
      return c.json({ playlist }, 200)
    },
  ),
  route(
    {
      method: 'PUT',
      path: '/user/playlists/:playlistId/order',
      tag,
      summary: "Reorder a playlist's videos",
      body: PlaylistOrderSchema,
      example: { videoIds: ['Eas20kFpAYw', 'wofz0k6FCMU'] },
      responses: {
        200: ['The playlist in that order', answers.playlist],
        400: "`videoIds` does not list each of the playlist's videos once",
        404: gone,
      },
    },
    async (c, { videoIds }) => {
      const playlistId = param(c, 'playlistId')
      const playlist = await userPlaylists(c.get('store')).order(
        c.get('userId'),
        playlistId,
        videoIds,
      )
      return c.json({ playlist }, 200)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/user/playlists/:playlistId',
      tag,
      summary: 'Delete a playlist',
      responses: { 200: ['The remaining playlists', answers.playlists], 404: gone },
    },
    async (c) => {
      const playlistId = param(c, 'playlistId')
      const playlists = await userPlaylists(c.get('store')).delete(c.get('userId'), playlistId)
      return c.json({ playlists }, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/playlists/:playlistId',
      tag,
      summary: 'Add a video to a playlist',
      body: VideoBodySchema,
      example: { video: { _id: 'Eas20kFpAYw' } },
      responses: {
        201: ['The playlist with the video last', answers.playlist],
        404: 'No such playlist or video',
        409: 'The video is in the playlist already',
      },
    },
    async (c, { video }) => {
      const playlistId = param(c, 'playlistId')
      const playlist = await userPlaylists(c.get('store')).addVideo(
        c.get('userId'),
        playlistId,
        video._id,
      )
      return c.json({ playlist }, 201)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/user/playlists/:playlistId/:videoId',
      tag,
      summary: 'Remove a video from a playlist',
      params: { videoId: 'Eas20kFpAYw' },
      responses: { 200: ['The playlist without it', answers.playlist], 404: 'Not in the playlist' },
    },
    async (c) => {
      const [playlistId, videoId] = [param(c, 'playlistId'), param(c, 'videoId')]
      const playlist = await userPlaylists(c.get('store')).removeVideo(
        c.get('userId'),
        playlistId,
        videoId,
      )
      return c.json({ playlist }, 200)
    },
  ),
])
