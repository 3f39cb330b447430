import * as z from 'zod/mini'
import { PlaylistSchema } from '@/shared/entities'
import { VideoBodySchema } from '../http/body-parts'
import { endpoints } from '../http/endpoint'
import { PlaylistBodySchema, PlaylistOrderSchema, PlaylistPatchSchema } from './bodies'

const tag = 'Playlists'

// No example playlistId: it is its owner's; the tester asks for it as {{playlistId}}.
const gone = 'No such playlist of yours'

/** What the playlists endpoints answer (docs/api.md). */
export const playlistAnswers = {
  playlist: z.object({ playlist: PlaylistSchema }),
  playlists: z.object({ playlists: z.array(PlaylistSchema) }),
}

/**
 * The playlists endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const playlistContract = endpoints({
  list: {
    method: 'GET',
    path: '/user/playlists',
    tag,
    summary: 'Your playlists, oldest first, with their videos',
    responses: { 200: ['{playlists: [...]}', playlistAnswers.playlists] },
  },
  create: {
    method: 'POST',
    path: '/user/playlists',
    tag,
    summary: 'Create a playlist (with `videoIds`: restore one, videos in order)',
    body: PlaylistBodySchema,
    example: { playlist: { title: 'Openings', description: 'Lines I play' } },
    responses: {
      201: ['Every playlist, the new one last', playlistAnswers.playlists],
      400: 'An empty title, or a video named twice',
      404: 'A video of `videoIds` does not exist',
      409: 'You have a playlist of that title (ignoring case)',
    },
  },
  read: {
    method: 'GET',
    path: '/user/playlists/:playlistId',
    tag,
    summary: 'One playlist',
    responses: { 200: ['{playlist}', playlistAnswers.playlist], 404: gone },
  },
  rename: {
    method: 'PATCH',
    path: '/user/playlists/:playlistId',
    tag,
    summary: 'Rename or describe a playlist',
    body: PlaylistPatchSchema,
    example: { playlist: { title: 'Sicilian lines', description: 'Najdorf first' } },
    responses: {
      200: ['The playlist', playlistAnswers.playlist],
      400: 'An empty title, or nothing to change',
      404: gone,
      409: 'Another playlist of yours has that title',
    },
  },
  reorder: {
    method: 'PUT',
    path: '/user/playlists/:playlistId/order',
    tag,
    summary: "Reorder a playlist's videos",
    body: PlaylistOrderSchema,
    example: { videoIds: ['Eas20kFpAYw', 'wofz0k6FCMU'] },
    responses: {
      200: ['The playlist in that order', playlistAnswers.playlist],
      400: "`videoIds` does not list each of the playlist's videos once",
      404: gone,
    },
  },
  remove: {
    method: 'DELETE',
    path: '/user/playlists/:playlistId',
    tag,
    summary: 'Delete a playlist',
    responses: { 200: ['The remaining playlists', playlistAnswers.playlists], 404: gone },
  },
  addVideo: {
    method: 'POST',
    path: '/user/playlists/:playlistId',
    tag,
    summary: 'Add a video to a playlist',
    body: VideoBodySchema,
    example: { video: { _id: 'Eas20kFpAYw' } },
    responses: {
      201: ['The playlist with the video last', playlistAnswers.playlist],
      404: 'No such playlist or video',
      409: 'The video is in the playlist already',
    },
  },
  removeVideo: {
    method: 'DELETE',
    path: '/user/playlists/:playlistId/:videoId',
    tag,
    summary: 'Remove a video from a playlist',
    params: { videoId: 'Eas20kFpAYw' },
    responses: {
      200: ['The playlist without it', playlistAnswers.playlist],
      404: 'Not in the playlist',
    },
  },
})
