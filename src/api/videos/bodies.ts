import * as z from 'zod/mini'
import { LEVELS } from '@/shared/entity-names'
import {
  CREATOR_MAX,
  isOneLineName,
  MAX_IMPORT_VIDEOS,
  MAX_TOPICS,
  TOPIC_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
} from '@/shared/input-rules'
import { youtubeIdOf } from '@/shared/youtube-link'
import { messages } from '../messages'

/**
 * What a curator sends to change the catalogue (docs/api.md, "Catalogue"): a video as its form,
 * a JSON file or a CSV row has it. Fields are trimmed; topics arrive as a list or as one text
 * separated by commas (a CSV cell), and are kept lowercase, once each.
 */
/** A title or a creator's name: one line, as every name typed (shared/input-rules.ts). */
const requiredName = (missing: string, max: number, tooLong: string) =>
  z
    .string(missing)
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(max, tooLong),
      z.refine(isOneLineName, messages.nameControlCharacters),
    )

const topicList = z.pipe(
  z.union([z.array(z.string(messages.topicsInvalid)), z.string()], messages.topicsInvalid),
  z.transform((given) =>
    [...new Set((typeof given === 'string' ? given.split(',') : given).map(topicOf))].filter(
      (topic) => topic !== '',
    ),
  ),
)
const topicOf = (topic: string) => topic.trim().replace(/\s+/g, ' ').toLowerCase()

const videoFields = {
  title: requiredName(messages.videoTitleMissing, VIDEO_TITLE_MAX, messages.videoTitleTooLong),
  creator: requiredName(messages.creatorMissing, CREATOR_MAX, messages.creatorTooLong),
  // Checked against the catalogue's categories by name (rules.ts).
  category: z.string(messages.categoryMissing).check(z.trim()),
  level: z.pipe(
    z.string(messages.levelInvalid).check(z.trim(), z.toLowerCase()),
    z.enum(LEVELS, messages.levelInvalid),
  ),
  topics: topicList.check(
    z.maxLength(MAX_TOPICS, messages.tooManyTopics),
    z.refine((topics) => topics.every((topic) => topic.length <= TOPIC_MAX), messages.topicTooLong),
  ),
  description: z
    .string()
    .check(z.trim(), z.maxLength(VIDEO_DESCRIPTION_MAX, messages.videoDescriptionTooLong)),
}

/** A new video: `youtube` is any link form youtubeIdOf reads, or the bare id. */
export const VideoInputSchema = z.object({
  youtube: z
    .string(messages.notYouTube)
    .check(z.refine((link) => youtubeIdOf(link) !== undefined, messages.notYouTube)),
  ...videoFields,
  topics: z._default(z.optional(videoFields.topics), []),
  description: z._default(z.optional(videoFields.description), ''),
})
export type VideoInput = z.output<typeof VideoInputSchema>

export const NewVideoBodySchema = z.object({ video: VideoInputSchema })

/** A video's changes: any of its fields but the link (the id is the video). */
export const VideoChangesBodySchema = z.object({
  video: z
    .object({
      title: z.optional(videoFields.title),
      creator: z.optional(videoFields.creator),
      category: z.optional(videoFields.category),
      level: z.optional(videoFields.level),
      topics: z.optional(videoFields.topics),
      description: z.optional(videoFields.description),
    })
    .check(
      z.refine(
        (changes) => Object.values(changes).some((value) => value !== undefined),
        messages.videoPatchEmpty,
      ),
    ),
})
export type VideoChanges = z.output<typeof VideoChangesBodySchema>['video']

/** An import's rows, each checked on its own (a bad row is skipped, with its reason). */
export const ImportBodySchema = z.object({
  videos: z
    .array(z.unknown(), messages.importSize)
    .check(
      z.minLength(1, messages.importSize),
      z.maxLength(MAX_IMPORT_VIDEOS, messages.importSize),
    ),
})
