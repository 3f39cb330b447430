import { useQuery } from '@tanstack/react-query'
import { t } from '@/i18n/translate'
import { openingNamesQuery } from '@/lib/opening-names'
import { START_FEN } from '@/shared/board-game'
import { storedPositionsAlong } from '@/shared/chess-rules'
import type { Note } from '@/shared/entities'
import { openingLabel, openingOf } from '@/shared/opening-names'

/** The positions a note's moves go through, from its start; its position alone without moves. */
const positionsOf = (note: Note & { fen: string }): string[] =>
  (note.moves?.length && storedPositionsAlong(note.moves, note.startFen ?? START_FEN)) || [note.fen]

/**
 * A note's opening under its diagram ("Every position has its name", docs/product.md), by the
 * rule of the board's: loaded with the diagram, lazily, as the names are.
 */
export default function NoteOpening({ note }: { note: Note & { fen: string } }) {
  const names = useQuery(openingNamesQuery).data
  const opening = names && openingOf(names, positionsOf(note))
  if (!opening) return null
  return <p className="note-opening">{t('Opening: {name}', { name: openingLabel(opening) })}</p>
}
