import { useEffect, useLayoutEffect, useRef } from 'react'
import { clearPicked, markPosition, type MoveSquares } from './board-markers'
import { drawBoard, sideOf, type BoardInput } from './draw-board'
import type { Chessboard } from 'cm-chessboard/src/Chessboard.js'
import 'cm-chessboard/assets/chessboard.css'
import 'cm-chessboard/assets/extensions/promotion-dialog/promotion-dialog.css'
import 'cm-chessboard/assets/extensions/markers/markers.css'
import 'cm-chessboard/assets/extensions/arrows/arrows.css'
import { t } from '@/i18n/translate'

export type { BoardMove } from './draw-board'

type ChessBoardProps = BoardInput & {
  fen: string
  orientation: 'white' | 'black'
  /** The move that led to `fen`, marked on its two squares. */
  lastMove?: MoveSquares
  /** The square of a king in check. */
  check?: string
  /** A move to point at (a drill's answer after a miss). */
  arrow?: MoveSquares
  /** The engine's best move, while analysis is on. */
  bestMove?: MoveSquares
}

/**
 * The drawn board (cm-chessboard, MIT): pointer and touch (drag, or click then click), keyboard
 * through its accessibility extension (arrow keys, Enter), and its "Pieces" list for screen
 * readers. Not a React component itself: made on mount, told of each change, destroyed on
 * unmount (docs/decisions/015-one-board.md).
 */
export default function ChessBoard(props: ChessBoardProps) {
  const { fen, orientation, onMove, needsPromotion, targetsOf, lastMove, check, arrow, bestMove } =
    props
  const container = useRef<HTMLDivElement>(null)
  const board = useRef<Chessboard | null>(null)
  // What the board's own handler, made once, reads: the latest props.
  const input = useRef<BoardInput>({ onMove, needsPromotion, targetsOf })
  const shown = useRef(fen)
  const marks = JSON.stringify({ lastMove, check, arrow, bestMove })
  // What the board, drawn a task later, starts with: the latest marks and side.
  const latest = useRef({ marks, orientation })
  useLayoutEffect(() => {
    input.current = { onMove, needsPromotion, targetsOf }
    latest.current = { marks, orientation }
  })

  useEffect(() => {
    const element = container.current!
    let made: Chessboard | undefined
    // Drawn in a task of its own, not in the one that rendered the page around it: together
    // they were a long task (docs/performance.md, "The video page's main thread").
    const drawing = window.setTimeout(() => {
      try {
        const side = sideOf(latest.current.orientation)
        made = drawBoard(element, shown.current, side, input, shown)
      } catch (error) {
        // A browser that cannot draw it keeps the page and the board's text controls.
        console.warn('Gambit: the board could not be drawn', error)
        const note = document.createElement('p')
        note.className = 'board-failed'
        note.textContent = t('The board cannot be drawn here; the Move box still plays.')
        element.replaceChildren(note)
        return
      }
      board.current = made
      markPosition(made, JSON.parse(latest.current.marks))
    })
    return () => {
      window.clearTimeout(drawing)
      board.current = null
      made?.destroy()
      // cm-chessboard leaves its accessibility lists behind: a board made again (React's
      // development mode mounts twice) would add a second "Pieces" list (issue 35).
      element.replaceChildren()
    }
    // Made once; the effects below keep it up to date.
  }, [])
  useEffect(() => {
    shown.current = fen
    if (!board.current) return
    clearPicked(board.current)
    // A move made on the board is already drawn: setting it again would start an animation
    // during which the board ignores the next click.
    if (board.current.getPosition() !== fen.split(' ')[0]) void board.current.setPosition(fen, true)
  }, [fen])
  useEffect(() => {
    if (board.current) markPosition(board.current, JSON.parse(marks))
  }, [marks])
  useEffect(() => {
    void board.current?.setOrientation(sideOf(orientation))
  }, [orientation])

  return <div ref={container} className="chess-board" />
}
