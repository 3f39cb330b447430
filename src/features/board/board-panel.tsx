import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  boardMessages,
  isPromotion,
  marksOf,
  readGame,
  replay,
  replayIfLegal,
  spokenMove,
  targetsOf,
  tryMove,
  type BoardGame,
} from './board-moves'
import type { BoardMove } from './chess-board'
import { BoardActions } from './board-actions'
import { EntryForm } from './entry-form'
import { ScoreSheet } from './score-sheet'
import { NEW_GAME } from '@/shared/board-game'
import './board.css'

// The drawing comes after the text controls, which work without it (docs/product.md, "A board
// beside every video").
const ChessBoard = lazy(() => import('./chess-board'))

type BoardPanelProps = {
  game: BoardGame
  onGameChange: (game: BoardGame) => void
  /**
   * Answering a drill: the learner plays, nothing else (no Undo, Reset or Load position); the
   * board starts turned to the side to move. `locked` once the answer is over: no more moves.
   */
  answering?: { locked: boolean }
  /** The game's last move is an answer shown after a miss: the drawn board points at it. */
  pointAtLastMove?: boolean
  /** What a drill says of the answer, right under the drawn board (in view with it on a phone). */
  feedback?: ReactNode
}

/**
 * A board and everything around it (docs/product.md, "Rules that hold everywhere"): the drawn
 * board, the "Move" text box, "FEN", the "Moves" list, Undo / Flip / Reset, "Load position",
 * and a polite live region that says each move.
 */
export default function BoardPanel({
  game: given,
  onGameChange,
  answering,
  pointAtLastMove = false,
  feedback,
}: BoardPanelProps) {
  // A position stored before positions were checked (a note's, say) is refused, not drawn.
  const legal = useMemo(() => replayIfLegal(given), [given])
  const game = legal ? given : NEW_GAME
  const chess = useMemo(() => legal ?? replay(NEW_GAME), [legal])
  const [orientation, setOrientation] = useState<'white' | 'black'>(() =>
    answering && given.startFen.split(' ')[1] === 'b' ? 'black' : 'white',
  )
  const [moveText, setMoveText] = useState('')
  const [loadText, setLoadText] = useState('')
  // An error is about the board it was shown on: it leaves when the board changes (issue 35).
  const board = `${given.startFen} ${given.moves.join(' ')}`
  const [error, setError] = useState<{ of: string; move?: string; load?: string }>()
  const errorHere = error?.of === board ? error : undefined
  const setMoveError = (move: string) => setError(move ? { of: board, move } : undefined)
  const setLoadError = (load: string) => setError(load ? { of: board, load } : undefined)
  const marks = useMemo(() => marksOf(chess), [chess])
  const [said, setSaid] = useState('')
  // The drawn board's input may come before React has rendered the last move (a quick second
  // move): it reads the game as the last move left it, not as the last render saw it.
  const latest = useRef({ game, chess })
  useLayoutEffect(() => {
    latest.current = { game, chess }
  }, [game, chess])

  /** Plays a move if legal: the game grows by it and the move is said. */
  const play = (move: string | BoardMove): boolean => {
    if (answering?.locked) return false
    const now = latest.current.game
    const next = replay(now)
    const played = tryMove(next, move)
    if (!played) return false
    const grown = { ...now, moves: [...now.moves, played.san] }
    latest.current = { game: grown, chess: next }
    setSaid(spokenMove(played))
    onGameChange(grown)
    return true
  }

  const submitMove = () => {
    if (!play(moveText)) return setMoveError(boardMessages.illegalMove)
    setMoveError('')
    setMoveText('')
  }
  const submitLoad = () => {
    const read = readGame(loadText)
    if ('error' in read) return setLoadError(read.error)
    setLoadError('')
    setLoadText('')
    setSaid('Position loaded')
    onGameChange(read)
  }
  const undo = () => {
    if (game.moves.length === 0) return
    setSaid('Move taken back')
    onGameChange({ ...game, moves: game.moves.slice(0, -1) })
  }
  const reset = () => {
    setSaid('Board reset')
    onGameChange(NEW_GAME)
  }

  return (
    <div className="board-panel">
      <div className="board-frame">
        <Suspense fallback={null}>
          <ChessBoard
            fen={chess.fen()}
            orientation={orientation}
            onMove={(move) => {
              setMoveError('')
              return play(move)
            }}
            needsPromotion={(from, to) => isPromotion(latest.current.chess, from, to)}
            targetsOf={(from) => (answering?.locked ? [] : targetsOf(latest.current.chess, from))}
            arrow={pointAtLastMove ? marks.lastMove : undefined}
            {...marks}
          />
        </Suspense>
      </div>
      {feedback}
      {!legal && (
        <p role="alert" className="form-error">
          {boardMessages.illegalPosition}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {!answering?.locked && (
        <EntryForm
          className="board-move"
          label="Move"
          placeholder="Nf3 or g1f3"
          value={moveText}
          onChange={setMoveText}
          submitLabel="Play"
          onSubmit={submitMove}
          error={errorHere?.move ?? ''}
        />
      )}
      <BoardActions
        answering={Boolean(answering)}
        canUndo={game.moves.length > 0}
        onUndo={undo}
        onFlip={() => setOrientation((side) => (side === 'white' ? 'black' : 'white'))}
        onReset={reset}
      />
      <ScoreSheet fen={chess.fen()} startFen={game.startFen} moves={game.moves} />
      {!answering && (
        <EntryForm
          className="board-load"
          label="Load position"
          placeholder="A FEN, or a PGN"
          value={loadText}
          onChange={setLoadText}
          submitLabel="Load"
          onSubmit={submitLoad}
          error={errorHere?.load ?? ''}
          multiline
        />
      )}
    </div>
  )
}
