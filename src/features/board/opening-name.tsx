import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { openingNamesQuery } from '@/lib/opening-names'
import type { BoardGame } from '@/shared/board-game'
import { storedPositionsAlong } from '@/shared/chess-rules'
import type { GameNode } from '@/shared/game-tree'
import { openingKey, openingLabel, openingOf } from '@/shared/opening-names'
import { START_FEN } from '@/shared/fen'
import { t } from '@/i18n/translate'

/** The positions from the board's first to `node`, in order. */
function positionsTo(node: GameNode): string[] {
  const positions: string[] = []
  for (let at: GameNode | null = node; at; at = at.parent) positions.push(at.fen)
  return positions.reverse()
}

/** The positions of the game that reached the board's first, before it; none if unreadable. */
const positionsBefore = (reachedBy: BoardGame | undefined): string[] =>
  (reachedBy?.moves.length &&
    storedPositionsAlong(reachedBy.moves, reachedBy.startFen)?.slice(0, -1)) ||
  []

const START_KEY = openingKey(START_FEN)

/**
 * Whether a position may have a name: the starting position has none, so a board that shows only
 * it (every video page's, until it is used) does not fetch the names (docs/performance.md).
 */
const mayBeNamed = (fen: string) => openingKey(fen) !== START_KEY

/**
 * "Opening: B90 Sicilian Defense: Najdorf Variation" under a board (docs/product.md, "Every
 * position has its name"): the position's own name, else the latest named one on the way to it.
 * The line keeps its height while the names load or when there is none: nothing under it moves.
 */
export function OpeningName({ node, reachedBy }: { node: GameNode; reachedBy?: BoardGame }) {
  const before = useMemo(() => positionsBefore(reachedBy), [reachedBy])
  // Once per position shown: a lesson's move may be a thousand moves from the start.
  const positions = useMemo(() => [...before, ...positionsTo(node)], [before, node])
  const names = useQuery({ ...openingNamesQuery, enabled: positions.some(mayBeNamed) }).data
  const opening = useMemo(() => names && openingOf(names, positions), [names, positions])
  return (
    <p className="board-opening">
      {opening && t('Opening: {name}', { name: openingLabel(opening) })}
    </p>
  )
}
