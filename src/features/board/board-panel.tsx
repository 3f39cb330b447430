import {
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { Chess } from 'chess.js'
import { boardMessages, isPromotion, readGame, targetsOf, type BoardGame } from './board-moves'
import { spokenMoveTo } from '@/i18n/spoken-move'
import { GameTree, type GameNode } from '@/shared/game-tree'
import { LessonsWithPosition } from './lessons-with-position'
import { OpeningName } from './opening-name'
import { BoardActions } from './board-actions'
import { EntryForm } from './entry-form'
import { ScoreSheet } from './score-sheet'
import { NEW_GAME } from '@/shared/board-game'
import './board.css'
import { t } from '@/i18n/translate'
import { movesToTry } from './spanish-san'

// The drawing comes after the text controls, which work without it (docs/product.md, "A board
// beside every video").
const ChessBoard = lazy(() => import('./chess-board'))

type BoardPanelProps = {
  /** The board's game, when the screen keeps it: the board shows it whenever it changes. */
  game?: BoardGame
  /** The board's tree, when the screen shares it (with a lesson's move list, say). */
  tree?: GameTree
  /** A change the learner made on the board (a move, undo, load, reset). */
  onGameChange?: (game: BoardGame) => void
  /** A move played on the board, and whether it is new to the tree (the lesson editor times it). */
  onPlayed?: (node: GameNode, added: boolean) => void
  /**
   * Answering a drill: the learner plays, nothing else (no Undo, Reset or Load position); the
   * board starts turned to the side to move. `locked` once the answer is over: no more moves.
   */
  answering?: { locked: boolean }
  /** The game's last move is an answer shown after a miss: the drawn board points at it. */
  pointAtLastMove?: boolean
  /** The side the board starts turned to (a learner guessing Black's moves); else as above. */
  orientation?: 'white' | 'black'
  /**
   * What goes right under the drawn board, in view with it on a phone: what a drill says of the
   * answer, or the video page's "Follow the video" and "Quiz me while I watch".
   */
  underBoard?: ReactNode
  /**
   * The game that reached the board's first position, when it starts mid-game (a drill made
   * from a note): "Opening:" is named along it (issue 59).
   */
  reachedBy?: BoardGame
}

// chess.js at a position, made once per position for the drawn board's questions.
const positions = new WeakMap<GameNode, Chess>()
function chessAt(node: GameNode): Chess {
  let chess = positions.get(node)
  if (!chess) positions.set(node, (chess = new Chess(node.fen)))
  return chess
}

/** The board's game tree: the screen's, or one of its own that follows the screen's game. */
function useBoardTree(given: GameTree | undefined, game: BoardGame | undefined): GameTree {
  const [own] = useState(() => {
    const made = new GameTree()
    if (game) made.show(game)
    return made
  })
  const tree = given ?? own
  useSyncExternalStore(tree.subscribe, tree.getVersion)
  const shown = game && `${game.startFen} ${game.moves.join(' ')}`
  useLayoutEffect(() => {
    if (game) tree.show(game)
    // The game's moves, not the object holding them (a screen may make it anew each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree, shown])
  return tree
}

/**
 * A board and everything around it (docs/product.md, "Rules that hold everywhere"): the drawn
 * board, the "Move" text box, "FEN", the "Moves" list, Undo / Flip / Reset, "Load position",
 * and a polite live region that says each move. It reads and plays its game tree
 * (docs/decisions/024-a-board-owns-its-game.md).
 */
export default function BoardPanel({
  game: given,
  tree: sharedTree,
  onGameChange,
  onPlayed,
  answering,
  pointAtLastMove = false,
  orientation: startSide,
  underBoard,
  reachedBy,
}: BoardPanelProps) {
  const tree = useBoardTree(sharedTree, given)
  const node = tree.current
  const game = tree.gameAt(node)
  const [orientation, setOrientation] = useState<'white' | 'black'>(
    () => startSide ?? (answering && tree.startFen.split(' ')[1] === 'b' ? 'black' : 'white'),
  )
  const [moveText, setMoveText] = useState('')
  const [loadText, setLoadText] = useState('')
  // An error is about the position it was shown on: it leaves when the board changes (issue 35).
  const [error, setError] = useState<{ of: GameNode; move?: string; load?: string }>()
  const errorHere = error?.of === node ? error : undefined
  const setMoveError = (move: string) => setError(move ? { of: node, move } : undefined)
  const setLoadError = (load: string) => setError(load ? { of: node, load } : undefined)
  const [said, setSaid] = useState('')

  /** A change the learner made: said, and told to the screen. */
  const changed = (words: string) => {
    setSaid(words)
    onGameChange?.(tree.gameAt())
  }
  /** Plays a move if legal, from the position on the board (even one React has not drawn). */
  const play = (move: string | { from: string; to: string; promotion?: string }): boolean => {
    if (answering?.locked) return false
    const known = new Set(tree.current.children)
    const played = tree.play(move)
    if (!played) return false
    onPlayed?.(played, !known.has(played))
    changed(spokenMoveTo(played))
    return true
  }

  const submitMove = () => {
    if (!movesToTry(moveText).some((move) => play(move)))
      return setMoveError(boardMessages.illegalMove)
    setMoveError('')
    setMoveText('')
  }
  const submitLoad = () => {
    const read = readGame(loadText)
    if ('error' in read) return setLoadError(read.error)
    setLoadError('')
    setLoadText('')
    tree.show(read)
    changed(t('Position loaded'))
  }
  const undo = () => {
    if (!node.parent) return
    tree.goTo(node.parent)
    changed(t('Move taken back'))
  }
  const reset = () => {
    tree.show(NEW_GAME)
    changed(t('Board reset'))
  }
  const marks = { lastMove: node.lastMove, check: node.check }

  return (
    <div className="board-panel">
      <div className="board-frame">
        <Suspense fallback={null}>
          <ChessBoard
            fen={node.fen}
            orientation={orientation}
            onMove={(move) => {
              setMoveError('')
              return play(move)
            }}
            needsPromotion={(from, to) => isPromotion(chessAt(tree.current), from, to)}
            targetsOf={(from) => (answering?.locked ? [] : targetsOf(chessAt(tree.current), from))}
            arrow={pointAtLastMove ? marks.lastMove : undefined}
            {...marks}
          />
        </Suspense>
      </div>
      {underBoard}
      <OpeningName node={node} reachedBy={reachedBy} />
      {tree.illegal && (
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
          label={t('Move')}
          placeholder={t('Nf3 or g1f3')}
          value={moveText}
          onChange={setMoveText}
          submitLabel={t('Play')}
          onSubmit={submitMove}
          error={errorHere?.move ?? ''}
        />
      )}
      <BoardActions
        answering={Boolean(answering)}
        canUndo={node.parent !== null}
        onUndo={undo}
        onFlip={() => setOrientation((side) => (side === 'white' ? 'black' : 'white'))}
        onReset={reset}
      />
      <ScoreSheet fen={node.fen} startFen={game.startFen} moves={game.moves} />
      {/* Not while a drill or a guess waits for its answer: a lesson there would give it away. */}
      {(!answering || answering.locked) && <LessonsWithPosition fen={node.fen} />}
      {!answering && (
        <EntryForm
          className="board-load"
          label={t('Load position')}
          placeholder={t('A FEN, or a PGN')}
          value={loadText}
          onChange={setLoadText}
          submitLabel={t('Load')}
          onSubmit={submitLoad}
          error={errorHere?.load ?? ''}
          multiline
        />
      )}
    </div>
  )
}
