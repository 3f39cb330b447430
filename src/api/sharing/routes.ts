import { sharingContract } from './contract'
import { saveShared, setSharing, sharedPlaylistOf } from './rules'
import { defineRoutes, param, route } from '../http/define'

/** Share a playlist by link, and save one shared with you (docs/api.md, "Sharing"). */
export const sharingRoutes = defineRoutes([
  route(sharingContract.share, async (c, { shared }) =>
    c.json(
      {
        playlist: await setSharing(c.get('store'), c.get('userId'), param(c, 'playlistId'), shared),
      },
      200,
    ),
  ),
  route(sharingContract.read, async (c) =>
    c.json({ playlist: await sharedPlaylistOf(c.get('store'), param(c, 'shareId')) }, 200),
  ),
  route(sharingContract.save, async (c) =>
    c.json(
      { playlists: await saveShared(c.get('store'), c.get('userId'), param(c, 'shareId')) },
      201,
    ),
  ),
])
