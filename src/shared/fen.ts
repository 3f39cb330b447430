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
  // Counted in one pass: the API checks every position it is given (docs/performance.md).
  const counted = new Map<string, number>()
  for (const mark of placement) counted.set(mark, (counted.get(mark) ?? 0) + 1)
  const count = (piece: string) => counted.get(piece) ?? 0
  return (
    count('K') === 1 &&
    count('k') === 1 &&
    possibleArmy(count, 'PNBRQ') &&
    possibleArmy(count, 'pnbrq') &&
    (side === 'w' || side === 'b') &&
    /^(-|K?Q?k?q?)$/.test(castling) &&
    castling !== '' &&
    castlingHasItsPieces(ranks, castling) &&
    /^(-|[a-h][36])$/.test(enPassant) &&
    /^\d{1,4}$/.test(halfmoves) &&
    /^\d{1,4}$/.test(moves) &&
    Number(moves) >= 1
  )
}

/**
 * Whether one side's pawns and pieces could come from a game: at most 8 pawns, and no more
 * knights, bishops, rooks or queens than the start's plus the pawns that are gone (promotions).
 */
function possibleArmy(count: (piece: string) => number, [pawn, ...pieces]: string) {
  const atStart = [2, 2, 2, 1]
  const promoted = pieces.reduce(
    (sum, piece, i) => sum + Math.max(0, count(piece) - atStart[i]!),
    0,
  )
  return count(pawn!) <= 8 && promoted <= 8 - count(pawn!)
}

/** Each castling right with its king and rook on their first squares (docs/api.md, "Notes"). */
function castlingHasItsPieces(ranks: string[], castling: string) {
  const square = (rank: number, file: number) => {
    let column = 0
    for (const mark of ranks[rank]!) {
      const width = /\d/.test(mark) ? Number(mark) : 1
      if (file < column + width) return width === 1 && !/\d/.test(mark) ? mark : ''
      column += width
    }
    return ''
  }
  const needs: Record<string, [number, string, number, string]> = {
    K: [7, 'K', 7, 'R'],
    Q: [7, 'K', 0, 'R'],
    k: [0, 'k', 7, 'r'],
    q: [0, 'k', 0, 'r'],
  }
  return [...castling.replace('-', '')].every((right) => {
    const [rank, king, rookFile, rook] = needs[right]!
    return square(rank, 4) === king && square(rank, rookFile) === rook
  })
}

/** A FEN as stored: its fields separated by one space, none around them. */
export const tidyFen = (fen: string) => fen.trim().split(/\s+/).join(' ')

/** The initial position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

/** What the page and the back end say of a position they refuse. */
export const FEN_INVALID = 'That is not a valid FEN position.'

/** The longest FEN the API accepts: a real one is under 90 characters. */
export const MAX_FEN_LENGTH = 100
