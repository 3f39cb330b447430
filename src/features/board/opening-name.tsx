import { queryOptions, useQuery } from '@tanstack/react-query'
import openingNamesUrl from 'virtual:opening-names-url'
import type { GameNode } from '@/shared/game-tree'
import { openingLabel, openingOf, type OpeningNames } from '@/shared/opening-names'

/**
 * The opening names (docs/decisions/027-opening-names-as-one-file.md): one file of the build,
 * fetched with the board's code and never before (never on / or /explore), kept for the visit.
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

/** The positions from the board's first to `node`, in order. */
function positionsTo(node: GameNode): string[] {
  const positions: string[] = []
  for (let at: GameNode | null = node; at; at = at.parent) positions.push(at.fen)
  return positions.reverse()
}

/**
 * "Opening: B90 Sicilian Defense: Najdorf Variation" under a board (docs/product.md, "Every
 * position has its name"): the position's own name, else the latest named one on the way to it.
 * The line keeps its height while the names load or when there is none: nothing under it moves.
 */
export function OpeningName({ node }: { node: GameNode }) {
  const names = useQuery(openingNamesQuery).data
  const opening = names && openingOf(names, positionsTo(node))
  return <p className="board-opening">{opening && `Opening: ${openingLabel(opening)}`}</p>
}
