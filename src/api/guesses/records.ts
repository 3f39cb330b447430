import * as z from 'zod/mini'
import { GuessRoundSchema } from '@/shared/guess-rounds'
import type { GuessRecord } from './store'
import { ownerId, parsedBy, reader } from '../store/records'

// The guesses records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

export const readGuessRecord = reader<GuessRecord>(
  'guess rounds',
  parsedBy(
    z.object({ userId: ownerId, videoId: ownerId, best: GuessRoundSchema, last: GuessRoundSchema }),
  ),
)
