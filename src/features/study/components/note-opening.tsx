import { useQuery } from '@tanstack/react-query'
import { Chess } from 'chess.js'
import { openingNamesQuery } from '@/lib/opening-names'
import { START_FEN } from '@/shared/board-game'
import type { Note } from '@/shared/entities'
import { openingLabel, openingOf } from '@/shared/opening-names'

/** The positions a note's moves go through, from its start; its position alone without moves. */
function positionsOf(note: Note & { fen: string }): string[] {
  if (!note.moves?.length) return [note.fen]
  try {
    const chess = new Chess(note.startFen ?? START_FEN)
    const positions = [chess.fen()]
    for (const move of note.moves) {
      chess.move(move)
      positions.push(chess.fen())
    }
    return positions
  } catch {
    return [note.fen]
  }
}

/**
 * A note's opening under its diagram ("Every position has its name", docs/product.md), by the
 * rule of the board's: loaded with the diagram, lazily, as the names are.
 */
export default function NoteOpening({ note }: { note: Note & { fen: string } }) {
  const names = useQuery(openingNamesQuery).data
  const opening = names && openingOf(names, positionsOf(note))
  if (!opening) return null
  return <p className="note-opening">Opening: {openingLabel(opening)}</p>
}
