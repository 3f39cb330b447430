/**
 * Whether `fen` is laid out as a chess position in Forsyth–Edwards Notation: eight ranks of
 * pieces and empty squares, each eight squares wide, one king of each colour and no pawn on the
 * first or last rank, then the side to move, castling rights, the en-passant square and the two
 * move counters. The back end checks this shape; the page may also check that the position is
 * legal (chess.js). Shared by the page and the back end (docs/api.md, "Notes").
 */
export function isFenLayout(fen: string): boolean {
  const fields = fen.trim().split(/\s+/)
  if (fields.length !== 6) return false
  const [placement = '', side, castling = '', enPassant = '', halfmoves = '', moves = ''] = fields
  const ranks = placement.split('/')
  if (ranks.length !== 8) return false
  for (const [index, rank] of ranks.entries()) {
    if (!/^[1-8pnbrqkPNBRQK]+$/.test(rank) || /\d\d/.test(rank)) return false
    const width = [...rank].reduce((sum, square) => sum + (/\d/.test(square) ? +square : 1), 0)
    if (width !== 8) return false
    if ((index === 0 || index === 7) && /p/i.test(rank)) return false
  }
  const count = (piece: string) => placement.split(piece).length - 1
  return (
    count('K') === 1 &&
    count('k') === 1 &&
    (side === 'w' || side === 'b') &&
    /^(-|K?Q?k?q?)$/.test(castling) &&
    castling !== '' &&
    /^(-|[a-h][36])$/.test(enPassant) &&
    /^\d{1,4}$/.test(halfmoves) &&
    /^\d{1,4}$/.test(moves) &&
    Number(moves) >= 1
  )
}

/** The initial position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

/** What the page and the back end say of a position they refuse. */
export const FEN_INVALID = 'That is not a valid FEN position.'

/** The longest FEN the API accepts: a real one is under 90 characters. */
export const MAX_FEN_LENGTH = 100
