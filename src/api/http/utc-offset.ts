import * as z from 'zod/mini'
import { invalid } from '../refusals'
import { messages } from '../messages'

/**
 * `?utcOffset=60`: minutes the learner's clock is ahead of UTC (docs/api.md): their days make
 * the streak and the activity picture. 0 when not given.
 */
export function utcOffset(given: string | undefined): number {
  if (given === undefined || given === '') return 0
  const minutes = Number(given)
  if (!Number.isInteger(minutes) || Math.abs(minutes) > 840)
    throw invalid(messages.utcOffsetInvalid)
  return minutes
}

/** The query of a read that counts days in the learner's time (`?utcOffset=60`). */
export const UtcOffsetQuery = z.object({ utcOffset: z.optional(z.string()) })
