import * as z from 'zod/mini'
import { VIDEO_LISTS, type VideoListName } from '../entity-names'
import { VideosSchema, type Video } from './videos'

// A user's video lists: liked, watch later, history (docs/api.md, "Lists").

export type VideoListResponse<L extends VideoListName = VideoListName> = Record<L, Video[]>

/** A video list's answer, `{ likes: [...] }` and the like. */
export const videoListAnswer = <L extends (typeof VIDEO_LISTS)[number]>(name: L) =>
  z.object({ [name]: VideosSchema } as { [K in L]: typeof VideosSchema })
