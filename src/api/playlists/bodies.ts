import * as z from 'zod/mini'
import {
  isOneLineName,
  isVisibleTitle,
  MAX_PLAYLIST_VIDEOS,
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
} from '@/shared/input-rules'
import { messages } from '../messages'
import { optionalText, text } from '../http/body-parts'

// What the playlists' endpoints take (./contract.ts names them for each endpoint).

/** Trimmed, NFC-normalised and visible; uniqueness ignoring case is the store's (titleKey). */
export const playlistTitle = z
  .string()
  .check(
    z.trim(),
    z.normalize('NFC'),
    z.maxLength(PLAYLIST_TITLE_MAX, `must be at most ${PLAYLIST_TITLE_MAX} characters`),
    z.refine(isVisibleTitle, messages.playlistTitleEmpty),
    z.refine(isOneLineName, messages.nameControlCharacters),
  )

const videoIdList = z
  .array(text(200), messages.videoIdsInvalid)
  .check(z.maxLength(MAX_PLAYLIST_VIDEOS, messages.videoIdsInvalid))

/** `videoIds` restores a deleted playlist with its videos in order (Undo, docs/api.md). */
export const PlaylistBodySchema = z.object({
  playlist: z.looseObject({
    title: playlistTitle,
    description: optionalText(PLAYLIST_DESCRIPTION_MAX),
    videoIds: z.optional(videoIdList),
  }),
})

export const PlaylistPatchSchema = z.object({
  playlist: z
    .looseObject({
      title: z.optional(playlistTitle),
      description: z.optional(text(PLAYLIST_DESCRIPTION_MAX, { trim: true, required: false })),
    })
    .check(
      z.refine(
        ({ title, description }) => title !== undefined || description !== undefined,
        messages.playlistPatchEmpty,
      ),
    ),
})

export const PlaylistOrderSchema = z.object({ videoIds: videoIdList })
