import { Chessboard, COLOR, INPUT_EVENT_TYPE } from 'cm-chessboard/src/Chessboard.js'
import { Arrows } from 'cm-chessboard/src/extensions/arrows/Arrows.js'
import { Markers } from 'cm-chessboard/src/extensions/markers/Markers.js'
import {
  PROMOTION_DIALOG_RESULT_TYPE,
  PromotionDialog,
} from 'cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js'
import piecesUrl from 'cm-chessboard/assets/pieces/standard.svg?url'
import markersUrl from 'cm-chessboard/assets/extensions/markers/markers.svg?url&no-inline'
import arrowsUrl from 'cm-chessboard/assets/extensions/arrows/arrows.svg?url&no-inline'
import type { RefObject } from 'react'
import { BoardAccessibility } from './board-accessibility'
import { clearPicked, markPicked } from './board-markers'

/** A move the learner made on the board, squares and (for a pawn reaching the end) the piece. */
export type BoardMove = { from: string; to: string; promotion?: string }

export type BoardInput = {
  /** Plays the move if it is legal; false leaves the board as it was. */
  onMove: (move: BoardMove) => boolean
  /** Whether the move needs a piece to promote to (the board then asks for it). */
  needsPromotion: (from: string, to: string) => boolean
  /** The squares the piece on `from` may move to now (none: it cannot be picked up). */
  targetsOf: (from: string) => string[]
}

export const sideOf = (orientation: 'white' | 'black') =>
  orientation === 'white' ? COLOR.white : COLOR.black

const ENDS_A_PICK: string[] = [
  INPUT_EVENT_TYPE.validateMoveInput,
  INPUT_EVENT_TYPE.moveInputCanceled,
  INPUT_EVENT_TYPE.moveInputFinished,
]

/** A cm-chessboard in `element` whose moves go to `input`; `shown` is the position to go back to. */
export function drawBoard(
  element: HTMLElement,
  fen: string,
  orientation: 'w' | 'b',
  input: RefObject<BoardInput>,
  shown: RefObject<string>,
): Chessboard {
  const made = new Chessboard(element, {
    position: fen,
    orientation,
    assetsCache: false,
    style: { pieces: { file: piecesUrl }, animationDuration: 120 },
    extensions: [
      {
        class: BoardAccessibility,
        props: {
          piecesAsList: true,
          boardAsTable: false,
          movePieceForm: false,
          brailleNotationInAlt: false,
          keyboardMoveInput: true,
        },
      },
      { class: PromotionDialog },
      // Marks are drawn by board-markers.ts, not by the extension's own frames.
      { class: Markers, props: { autoMarkers: null, sprite: markersUrl } },
      { class: Arrows, props: { sprite: arrowsUrl } },
    ],
  })
  made.enableMoveInput((event) => {
    if (event.type === INPUT_EVENT_TYPE.moveInputStarted) {
      const targets = input.current.targetsOf(event.squareFrom)
      if (targets.length > 0) markPicked(made, event.squareFrom, targets)
      return targets.length > 0
    }
    if (ENDS_A_PICK.includes(event.type)) clearPicked(made)
    if (event.type !== INPUT_EVENT_TYPE.validateMoveInput) return true
    const { squareFrom: from, squareTo: to } = event
    if (!input.current.needsPromotion(from, to)) return input.current.onMove({ from, to })
    made.showPromotionDialog(to, made.getPiece(from)?.charAt(0), (result) => {
      const piece = result.type === PROMOTION_DIALOG_RESULT_TYPE.pieceSelected && result.piece
      if (!piece || !input.current.onMove({ from, to, promotion: piece.charAt(1) }))
        void made.setPosition(shown.current, false)
    })
    return true
  })
  // The keyboard's Escape drops a picked piece without telling the move input.
  made.view.svg.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') clearPicked(made)
  })
  return made
}
