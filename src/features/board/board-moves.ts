import { Chess, type Move } from 'chess.js'
import { isLegalPosition } from '@/shared/chess-rules'
import { isFenLayout } from '@/shared/fen'
import { START_FEN, type BoardGame } from '@/shared/board-game'

/**
 * The rules behind every board (docs/product.md, "Rules that hold everywhere"): a game
 * (shared/board-game.ts) is replayed by chess.js (BSD-2).
 */
export type { BoardGame }

export { NEW_GAME, START_FEN } from '@/shared/board-game'
export { isLegalPosition }

export const boardMessages = {
  illegalMove: 'That move is not legal here.',
  unreadable: 'That is not a valid FEN or PGN.',
  illegalPosition: 'That is not a legal position.',
} as const

/** The game replayed: chess.js at its last position (its moves were checked when played). */
export function replay({ startFen, moves }: BoardGame): Chess {
  const chess = new Chess(startFen)
  for (const move of moves) chess.move(move)
  return chess
}

/** The game replayed, or null when its start is not a legal position or a move is not legal. */
export function replayIfLegal(game: BoardGame): Chess | null {
  if (!isLegalPosition(game.startFen)) return null
  try {
    return replay(game)
  } catch {
    return null
  }
}

/** A FEN or a PGN as a game (a PGN's moves from its start), or why it cannot be one. */
export function readGame(text: string): BoardGame | { error: string } {
  const given = text.trim()
  if (!given) return { error: boardMessages.unreadable }
  if (isFenLayout(given))
    return isLegalPosition(given)
      ? { startFen: given, moves: [] }
      : { error: boardMessages.illegalPosition }
  try {
    const chess = new Chess()
    chess.loadPgn(given)
    const startFen = chess.getHeaders().FEN ?? START_FEN
    if (!isLegalPosition(startFen)) return { error: boardMessages.illegalPosition }
    return { startFen, moves: chess.history() }
  } catch {
    return { error: boardMessages.unreadable }
  }
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/i

/**
 * A move typed or made on the board: SAN (`Nf3`, `e8=Q`), UCI (`g1f3`, `e7e8q`) or squares;
 * the move played, or null when it is not legal here (nothing changes then).
 */
export function tryMove(
  chess: Chess,
  move: string | { from: string; to: string; promotion?: string },
): Move | null {
  const played = chess.fen()
  try {
    if (typeof move !== 'string') return chess.move(move)
    const text = move.trim()
    const uci = UCI.exec(text)
    if (uci) return chess.move({ from: uci[1]!, to: uci[2]!, promotion: uci[3]?.toLowerCase() })
    return chess.move(text)
  } catch {
    if (chess.fen() !== played) chess.load(played)
    return null
  }
}

/** Whether a move from `from` to `to` needs a piece to promote to (a pawn to the last rank). */
export function isPromotion(chess: Chess, from: string, to: string): boolean {
  return chess
    .moves({ square: from as Move['from'], verbose: true })
    .some((move) => move.to === to && move.promotion !== undefined)
}

const PIECE_NAMES: Record<string, string> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
}

/** A move as a screen reader says it: "White plays knight f3", "Black castles kingside". */
export function spokenMove({ color, san }: Pick<Move, 'color' | 'san'>): string {
  const side = color === 'w' ? 'White' : 'Black'
  const ending = san.endsWith('#') ? ', checkmate' : san.endsWith('+') ? ', check' : ''
  const plain = san.replace(/[+#]$/, '')
  if (plain === 'O-O') return `${side} castles kingside${ending}`
  if (plain === 'O-O-O') return `${side} castles queenside${ending}`
  const [, piece = '', from = '', takes, to = '', promotion] =
    /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBN]))?$/.exec(plain) ?? []
  const words = [
    `${side} plays`,
    piece ? PIECE_NAMES[piece] : 'pawn',
    from,
    takes ? 'takes' : '',
    to,
    promotion ? `promotes to ${PIECE_NAMES[promotion]}` : '',
  ]
  return words.filter(Boolean).join(' ') + ending
}

/** The squares the piece on `from` may move to (none for the side not to move, or no piece). */
export function targetsOf(chess: Chess, from: string): string[] {
  const moves = chess.moves({ square: from as Move['from'], verbose: true })
  return [...new Set(moves.map((move) => move.to))]
}

/** What the drawn board marks in a position: the move that led to it and a king in check. */
export function marksOf(chess: Chess): {
  lastMove?: { from: string; to: string }
  check?: string
} {
  const last = chess.history({ verbose: true }).at(-1)
  const check = chess.inCheck() ? chess.findPiece({ type: 'k', color: chess.turn() })[0] : undefined
  return {
    ...(last && { lastMove: { from: last.from, to: last.to } }),
    ...(check && { check }),
  }
}
