import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { openingNamesQuery } from '@/lib/opening-names'
import type { GameNode } from '@/shared/game-tree'
import { openingLabel, openingOf } from '@/shared/opening-names'
import { t } from '@/i18n/translate'

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
  // Once per position shown: a lesson's move may be a thousand moves from the start.
  const opening = useMemo(() => names && openingOf(names, positionsTo(node)), [names, node])
  return (
    <p className="board-opening">
      {opening && t('Opening: {name}', { name: openingLabel(opening) })}
    </p>
  )
}
