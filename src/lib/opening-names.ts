import { queryOptions } from '@tanstack/react-query'
import openingNamesUrl from 'virtual:opening-names-url'
import type { OpeningNames } from '@/shared/opening-names'

/**
 * The opening names (docs/decisions/027-opening-names-as-one-file.md): one file of the build,
 * fetched by whatever names a position (a board, a note with a position), never by / or
 * /explore, and kept for the visit.
 */
export const openingNamesQuery = queryOptions({
  queryKey: ['opening-names'],
  queryFn: async (): Promise<OpeningNames> => {
    const answer = await fetch(openingNamesUrl)
    if (!answer.ok) throw new Error(`The opening names did not load (${answer.status}).`)
    return answer.json() as Promise<OpeningNames>
  },
  staleTime: Infinity,
  gcTime: Infinity,
})
