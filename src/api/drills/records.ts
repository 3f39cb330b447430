import * as z from 'zod/mini'
import { CardStateSchema, DrillSchema, RATINGS } from '@/shared/entities'
import type { DrillRecord, ReviewRecord } from '../store/port'
import { ownerId, parsedBy, reader } from '../store/records'

// The drills records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

const DrillRecordSchema = z.extend(DrillSchema, { userId: ownerId, card: CardStateSchema })
export const readDrill = reader<DrillRecord>('drill', parsedBy(DrillRecordSchema))

export const readReview = reader<ReviewRecord>(
  'review',
  parsedBy(
    z.object({
      userId: ownerId,
      drillId: z.string(),
      rating: z.enum(RATINGS),
      reviewedAt: z.string(),
    }),
  ),
)
