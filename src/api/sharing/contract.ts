import { playlistAnswers } from '../playlists/contract'
import * as z from 'zod/mini'
import { SharedPlaylistSchema } from '@/shared/entities'
import { SharingBodySchema } from '../classes/bodies'
import { endpoints } from '../http/endpoint'

const tag = 'Sharing'

const gone = 'Not shared, or no such share'

/** What the sharing endpoints answer (docs/api.md). */
export const sharingAnswers = {
  sharedPlaylist: z.object({ playlist: SharedPlaylistSchema }),
}

/**
 * The sharing endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const sharingContract = endpoints({
  share: {
    method: 'PUT',
    path: '/user/playlists/:playlistId/sharing',
    tag,
    summary: 'Share a playlist of yours by link, or stop: {shared: true|false}',
    body: SharingBodySchema,
    example: { shared: true },
    responses: {
      200: ['The playlist, with `shareId` while shared', playlistAnswers.playlist],
      404: 'No such playlist of yours',
    },
  },
  read: {
    method: 'GET',
    path: '/shared/:shareId',
    tag,
    summary: 'A shared playlist, as anyone with its link sees it (no token)',
    responses: { 200: ['{playlist}', sharingAnswers.sharedPlaylist], 404: gone },
  },
  save: {
    method: 'POST',
    path: '/user/shared/:shareId/save',
    tag,
    summary: 'Save a shared playlist to your library: a copy, " (2)" on a title you have',
    responses: {
      201: ['Every playlist of yours, the copy last', playlistAnswers.playlists],
      404: gone,
    },
  },
})
