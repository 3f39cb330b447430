import * as z from 'zod/mini'
import { GameSchema } from '@/shared/games'
import { ownerId, parsedBy, reader } from '../store/records'
import type { GameRecord } from './store'

// The games as the stores read them, checked through their schema (../store/records.ts says why
// and how a record that cannot be read is skipped).

export const readGame = reader<GameRecord>(
  'game',
  parsedBy(z.extend(GameSchema, { userId: ownerId })),
)
