import * as z from 'zod/mini'
import { SearchResultSchema } from '@/shared/verdicts'
import { parsedBy, reader } from '../store/records'
import type { EngineSearchRecord } from './store'

// The engine's searches as the stores read them, checked through their schema (../store/records.ts
// says why and how a record that cannot be read is skipped: here, searched again).

export const readEngineSearch = reader<EngineSearchRecord>(
  'engine searches',
  parsedBy(z.extend(SearchResultSchema, { epd: z.string(), search: z.string(), move: z.string() })),
)
