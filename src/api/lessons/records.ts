import * as z from 'zod/mini'
import { LessonSchema, OpeningSchema } from '@/shared/lesson'
import type { Opening } from '@/shared/opening-names'
import type { LessonPositionRecord, LessonRecord } from './store'
import { ownerId, parsedBy, reader } from '../store/records'

// The lessons records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

export const readLesson = reader<LessonRecord>('lesson', parsedBy(LessonSchema))
export const readOpening = reader<Opening>('opening', parsedBy(OpeningSchema))
export const readLessonPosition = reader<LessonPositionRecord>(
  'lesson position',
  parsedBy(
    z.object({
      videoId: ownerId,
      epd: z.string(),
      ply: z.number(),
      san: z.string(),
      timeSeconds: z.optional(z.number()),
    }),
  ),
)
