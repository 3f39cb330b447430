import { saveShared, setSharing, sharedPlaylistOf } from './rules'
import { SharingBodySchema } from '../classes/bodies'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'

const tag = 'Sharing'
const gone = 'Not shared, or no such share'

/** Share a playlist by link, and save one shared with you (docs/api.md, "Sharing"). */
export const sharingRoutes = defineRoutes([
  route(
    {
      method: 'PUT',
      path: '/user/playlists/:playlistId/sharing',
      tag,
      summary: 'Share a playlist of yours by link, or stop: {shared: true|false}',
      body: SharingBodySchema,
      example: { shared: true },
      responses: {
        200: ['The playlist, with `shareId` while shared', answers.playlist],
        404: 'No such playlist of yours',
      },
    },
    async (c, { shared }) =>
      c.json(
        {
          playlist: await setSharing(
            c.get('store'),
            c.get('userId'),
            param(c, 'playlistId'),
            shared,
          ),
        },
        200,
      ),
  ),
  route(
    {
      method: 'GET',
      path: '/shared/:shareId',
      tag,
      summary: 'A shared playlist, as anyone with its link sees it (no token)',
      responses: { 200: ['{playlist}', answers.sharedPlaylist], 404: gone },
    },
    async (c) =>
      c.json({ playlist: await sharedPlaylistOf(c.get('store'), param(c, 'shareId')) }, 200),
  ),
  route(
    {
      method: 'POST',
      path: '/user/shared/:shareId/save',
      tag,
      summary: 'Save a shared playlist to your library: a copy, " (2)" on a title you have',
      responses: { 201: ['Every playlist of yours, the copy last', answers.playlists], 404: gone },
    },
    async (c) =>
      c.json(
        { playlists: await saveShared(c.get('store'), c.get('userId'), param(c, 'shareId')) },
        201,
      ),
  ),
])
