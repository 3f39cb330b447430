import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { clearPicked, markPosition, type MoveSquares } from './board-markers'
import { drawBoard, sideOf, type BoardInput } from './draw-board'
import { BoardPicture } from './board-picture'
import { handOver } from './hand-over'
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
  /**
   * Shown as a picture until the learner reaches for it or it must change (the video page's,
   * docs/decisions/042-the-board-as-a-picture.md).
   */
  pictureFirst?: boolean
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
  const picture = useRef<HTMLDivElement>(null)
  const board = useRef<Chessboard | null>(null)
  // What the board's own handler, made once, reads: the latest props.
  const input = useRef<BoardInput>({ onMove, needsPromotion, targetsOf })
  const shown = useRef(fen)
  const marks = JSON.stringify({ lastMove, check, arrow, bestMove })
  // A view with marks (a last move, a check) is never a picture: the picture has none.
  const [pictured, setPictured] = useState(props.pictureFirst === true && marks === '{}')
  // What the board, drawn a task later, starts with: the latest marks and side.
  const latest = useRef({ marks, orientation })
  // What the picture shows: any other view needs the board itself.
  const [first] = useState({ fen, marks, orientation })
  useLayoutEffect(() => {
    input.current = { onMove, needsPromotion, targetsOf }
    latest.current = { marks, orientation }
  })

  /** Draws the board in this task; the picture, if any, is hidden at once and then removed. */
  const draw = useRef((): Chessboard | undefined => {
    const element = container.current
    if (board.current || !element) return board.current ?? undefined
    try {
      const side = sideOf(latest.current.orientation)
      board.current = drawBoard(element, shown.current, side, input, shown)
    } catch (error) {
      // A browser that cannot draw it keeps the page and the board's text controls.
      console.warn('Gambit: the board could not be drawn', error)
      const note = document.createElement('p')
      note.className = 'board-failed'
      note.textContent = t('The board cannot be drawn here; the Move box still plays.')
      element.replaceChildren(note)
      return undefined
    }
    markPosition(board.current, JSON.parse(latest.current.marks))
    if (picture.current) picture.current.hidden = true
    return board.current
  })

  useEffect(() => {
    const element = container.current!
    // Drawn in a task of its own, not in the one that rendered the page around it: together
    // they were a long task (docs/performance.md, "The video page's main thread").
    const drawing = pictured ? undefined : window.setTimeout(() => draw.current())
    return () => {
      window.clearTimeout(drawing)
      board.current?.destroy()
      board.current = null
      // cm-chessboard leaves its accessibility lists behind: a board made again (React's
      // development mode mounts twice) would add a second "Pieces" list (issue 35).
      element.replaceChildren()
    }
    // Made once; the effects below keep it up to date.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The learner reaches for the picture: the board takes its place and the gesture.
  useEffect(() => {
    if (!pictured) return
    return handOver(
      picture.current!,
      () => draw.current(),
      () => flushSync(() => setPictured(false)),
    )
  }, [pictured])
  // A view the picture does not show (a move, a mark, the other side): the board is drawn.
  const changed = fen !== first.fen || marks !== first.marks || orientation !== first.orientation
  useEffect(() => {
    if (!pictured || !changed) return
    const drawing = window.setTimeout(() => {
      draw.current()
      setPictured(false)
    })
    return () => window.clearTimeout(drawing)
  }, [pictured, changed])
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

  return (
    <div className="chess-board">
      {pictured && (
        <BoardPicture fen={first.fen} orientation={first.orientation} pictureRef={picture} />
      )}
      <div ref={container} className="chess-board-drawn" />
    </div>
  )
}
