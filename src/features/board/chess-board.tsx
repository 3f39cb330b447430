import { Chessboard, COLOR, INPUT_EVENT_TYPE } from 'cm-chessboard/src/Chessboard.js'
import { Accessibility } from 'cm-chessboard/src/extensions/accessibility/Accessibility.js'
import {
  PROMOTION_DIALOG_RESULT_TYPE,
  PromotionDialog,
} from 'cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js'
import piecesUrl from 'cm-chessboard/assets/pieces/standard.svg?url'
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import 'cm-chessboard/assets/chessboard.css'
import 'cm-chessboard/assets/extensions/promotion-dialog/promotion-dialog.css'

/** A move the learner made on the board, squares and (for a pawn reaching the end) the piece. */
export type BoardMove = { from: string; to: string; promotion?: string }

type Input = {
  /** Plays the move if it is legal; false leaves the board as it was. */
  onMove: (move: BoardMove) => boolean
  /** Whether the move needs a piece to promote to (the board then asks for it). */
  needsPromotion: (from: string, to: string) => boolean
}

type ChessBoardProps = Input & { fen: string; orientation: 'white' | 'black' }

const sideOf = (orientation: 'white' | 'black') =>
  orientation === 'white' ? COLOR.white : COLOR.black

/**
 * The drawn board (cm-chessboard, MIT): pointer and touch (drag, or click then click), keyboard
 * through its accessibility extension (arrow keys, Enter), and its "Pieces" list for screen
 * readers. Not a React component itself: made on mount, told of each change, destroyed on
 * unmount (docs/decisions/015-one-board.md).
 */
export default function ChessBoard({ fen, orientation, onMove, needsPromotion }: ChessBoardProps) {
  const container = useRef<HTMLDivElement>(null)
  const board = useRef<Chessboard | null>(null)
  // What the board's own handler, made once, reads: the latest props.
  const input = useRef<Input>({ onMove, needsPromotion })
  const shown = useRef(fen)
  useLayoutEffect(() => {
    input.current = { onMove, needsPromotion }
  })

  useEffect(() => {
    const element = container.current!
    let made: Chessboard
    try {
      made = draw(element, shown.current, sideOf(orientation), input, shown)
    } catch (error) {
      // A browser that cannot draw it keeps the page and the board's text controls.
      console.warn('Gambit: the board could not be drawn', error)
      const note = document.createElement('p')
      note.className = 'board-failed'
      note.textContent = 'The board cannot be drawn here; the Move box still plays.'
      element.replaceChildren(note)
      return
    }
    board.current = made
    return () => {
      board.current = null
      made.destroy()
    }
    // Made once; the effects below keep it up to date.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    shown.current = fen
    // A move made on the board is already drawn: setting it again would start an animation
    // during which the board ignores the next click.
    if (board.current && board.current.getPosition() !== fen.split(' ')[0])
      void board.current.setPosition(fen, true)
  }, [fen])
  useEffect(() => {
    void board.current?.setOrientation(sideOf(orientation))
  }, [orientation])

  return <div ref={container} className="chess-board" />
}

/** A cm-chessboard in `element` whose moves go to `input`; `shown` is the position to go back to. */
function draw(
  element: HTMLElement,
  fen: string,
  orientation: 'w' | 'b',
  input: RefObject<Input>,
  shown: RefObject<string>,
): Chessboard {
  const made = new Chessboard(element, {
    position: fen,
    orientation,
    assetsCache: false,
    style: { pieces: { file: piecesUrl }, animationDuration: 120 },
    extensions: [
      {
        class: Accessibility,
        props: {
          language: 'en',
          piecesAsList: true,
          boardAsTable: false,
          movePieceForm: false,
          brailleNotationInAlt: false,
          keyboardMoveInput: true,
        },
      },
      { class: PromotionDialog },
    ],
  })
  made.enableMoveInput((event) => {
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
  return made
}
