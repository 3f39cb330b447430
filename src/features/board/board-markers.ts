import type { Chessboard, MarkerType } from 'cm-chessboard/src/Chessboard.js'

/** Two squares of a move: the last one played, or the answer a drill shows. */
export type MoveSquares = { from: string; to: string }

/**
 * What the drawn board marks (docs/product.md, "A board beside every video"; board.css colours
 * them in both themes): the piece picked up, where it may go, the last move and a king in check.
 * cm-chessboard matches marker types by reference, so each is made once here.
 */
const PICKED: MarkerType = { class: 'marker-picked', slice: 'markerSquare' }
const TARGET: MarkerType = { class: 'marker-target', slice: 'markerDot', position: 'above' }
const CAPTURE: MarkerType = { class: 'marker-capture', slice: 'markerBevel' }
const LAST_MOVE: MarkerType = { class: 'marker-last-move', slice: 'markerSquare' }
const CHECK: MarkerType = { class: 'marker-check', slice: 'markerCircleFilled' }
const ANSWER = { class: 'arrow-answer' }
const BEST_MOVE = { class: 'arrow-best-move' }

/** A piece picked up on `from`: its square, and a dot (or a ring on a capture) on each target. */
export function markPicked(board: Chessboard, from: string, targets: string[]) {
  clearPicked(board)
  board.addMarker(PICKED, from)
  for (const to of targets) board.addMarker(board.getPiece(to) ? CAPTURE : TARGET, to)
}

export function clearPicked(board: Chessboard) {
  for (const type of [PICKED, TARGET, CAPTURE]) board.removeMarkers(type)
}

/**
 * The position's own marks: the move that led to it, the king in check, an answer's arrow, and
 * the engine's best move when analysis is on.
 */
export function markPosition(
  board: Chessboard,
  {
    lastMove,
    check,
    arrow,
    bestMove,
  }: { lastMove?: MoveSquares; check?: string; arrow?: MoveSquares; bestMove?: MoveSquares },
) {
  board.removeMarkers(LAST_MOVE)
  board.removeMarkers(CHECK)
  board.removeArrows(ANSWER)
  board.removeArrows(BEST_MOVE)
  if (lastMove)
    for (const square of [lastMove.from, lastMove.to]) board.addMarker(LAST_MOVE, square)
  if (check) board.addMarker(CHECK, check)
  if (arrow) board.addArrow(ANSWER, arrow.from, arrow.to)
  if (bestMove) board.addArrow(BEST_MOVE, bestMove.from, bestMove.to)
}
