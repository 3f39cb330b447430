import {
  CREATOR_MAX,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_VIDEOS,
  MAX_TOPICS,
  TOPIC_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
} from '@/shared/input-rules'
import { thousands as count } from '@/shared/thousands'

/**
 * What the catalogue endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const videoMessages = {
  categoryNotFound: 'The category you requested does not exist.',
  notCurator: 'Only curators can change the catalogue.',
  notYouTube: 'That is not a YouTube video link.',
  videoInCatalogue: 'This video is already in the catalogue.',
  videoTitleMissing: 'A video needs a title.',
  videoTitleTooLong: `A video title can have at most ${VIDEO_TITLE_MAX} characters.`,
  creatorMissing: 'A video needs a creator.',
  creatorTooLong: `A creator's name can have at most ${CREATOR_MAX} characters.`,
  categoryMissing: 'A video needs a category.',
  levelInvalid: 'The level must be beginner, intermediate or advanced.',
  tooManyTopics: `A video can have at most ${MAX_TOPICS} topics.`,
  topicTooLong: `A topic can have at most ${TOPIC_MAX} characters.`,
  topicsInvalid: 'Topics must be a list of words, or words separated by commas.',
  videoDescriptionTooLong: `A description can have at most ${count(VIDEO_DESCRIPTION_MAX)} characters.`,
  videoPatchEmpty: 'Send at least one field to change.',
  importRowInvalid: 'A row must be a video with youtube, title, creator, category and level.',
  importSize: `An import holds 1 to ${count(MAX_IMPORT_VIDEOS)} videos.`,
  importTooLarge: `The import is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  categoryUnknown: (name: string, categories: string[]) =>
    `There is no category "${name}": choose ${categories.join(', ').replace(/, ([^,]*)$/, ' or $1')}.`,
} as const
