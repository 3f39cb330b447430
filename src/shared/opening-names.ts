// "Every position has its name" (docs/product.md): the Lichess opening names (CC0, the
// repository's chess-data/chess-openings/), keyed by position so that a transposition gets the name of
// the position it reaches. The map is built from the TSV files when the product is built
// (build/opening-names.ts) and loaded lazily: with the board on the page, by the back end when
// it names a lesson.

/** A position's key → "ECO Name" ("B22 Sicilian Defense: Alapin Variation"). */
export type OpeningNames = Readonly<Record<string, string>>

export type Opening = { eco: string; name: string }

/**
 * A position's key: its FEN without the move counters (EPD), the usual castling rights ("KQkq")
 * and en-passant square ("-") left out, which keeps the file within its budget
 * (docs/performance.md). Side to move, castling and en passant still tell positions apart.
 */
export function openingKey(fen: string): string {
  const [board = '', side = 'w', castling = '-', enPassant = '-'] = fen.trim().split(/\s+/)
  return `${board}${side === 'b' ? '_' : ''}${castling === 'KQkq' ? '' : ` ${castling}`}${
    enPassant === '-' ? '' : ` ${enPassant}`
  }`
}

const openingOfEntry = (entry: string): Opening => {
  const space = entry.indexOf(' ')
  return { eco: entry.slice(0, space), name: entry.slice(space + 1) }
}

/**
 * The name of the last of `positions` (FENs, from the first to the one on the board): that
 * position's own, else the latest named position among those before it, else none. A position
 * loaded without moves is passed alone, so it is named only if it is itself named.
 */
export function openingOf(names: OpeningNames, positions: readonly string[]): Opening | undefined {
  for (let index = positions.length - 1; index >= 0; index--) {
    const entry = names[openingKey(positions[index]!)]
    if (entry) return openingOfEntry(entry)
  }
  return undefined
}

/** "B22 Sicilian Defense: Alapin Variation". */
export const openingLabel = ({ eco, name }: Opening) => `${eco} ${name}`
