import * as z from 'zod/mini'
import { PlaylistSchema } from '@/shared/entities'
import type { PlaylistRecord } from '../store/port'
import { ownerId, parsedBy, reader } from '../store/records'

// The playlists records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

// A description that cannot be read is an empty one; a title must show something.
const PlaylistRecordSchema = z.extend(z.pick(PlaylistSchema, { _id: true }), {
  userId: ownerId,
  title: z.string().check(z.refine((title) => title.trim() !== '')),
  description: z.catch(z.string(), ''),
  // A share id that cannot be read is no share: the playlist stays private.
  shareId: z.catch(z.optional(z.string().check(z.minLength(16))), undefined),
})
export const readPlaylist = reader<PlaylistRecord>('playlist', (fields) => {
  const playlist = parsedBy(PlaylistRecordSchema)(fields)
  if (playlist?.shareId === undefined) delete playlist?.shareId
  return playlist
})
