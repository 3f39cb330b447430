import * as z from 'zod/mini'
import { LEVELS } from '../entity-names'
import { OpeningSchema } from '../lesson'
import { id } from './parts'

// The catalogue: a video and its category (docs/api.md, "Videos").

export const VideoSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  creator: z.string(),
  category: z.string(),
  level: z.enum(LEVELS),
  /** Lowercase topics, e.g. "game analysis". */
  tags: z.array(z.string()),
  /**
   * Set when a curator removed the video: a learner's lists, notes and drills still show it
   * (docs/product.md, "Curators grow the catalogue"); browse views never do.
   */
  removed: z.optional(z.literal(true)),
  /** Its lesson's opening, when it has a lesson that reaches a named position (never stored here). */
  opening: z.optional(OpeningSchema),
  /** Set when the video has a lesson (a coach assigns its guessing; never stored here). */
  lesson: z.optional(z.literal(true)),
  /** Its lesson's players, event and year (shared/lesson-byline.ts; never stored here). */
  lessonByline: z.optional(z.string()),
})
export type Video = z.infer<typeof VideoSchema>

export const CategorySchema = z.object({
  _id: id,
  categoryName: z.string(),
  description: z.string(),
})
export type Category = z.infer<typeof CategorySchema>

/** A list of videos, as the lists and a user's export hold them. */
export const VideosSchema = z.array(VideoSchema)
