import { lazy, Suspense, useState } from 'react'
import { Chess } from 'chess.js'
import { boardMessages, isPromotion, readGame, targetsOf } from './board-moves'
import { spokenMoveTo } from '@/i18n/spoken-move'
import { GameTree, type GameNode, type PlayedMove } from '@/shared/game-tree'
import type { BoardProps } from '@/lib/board-controller'
import { useBoardVersion } from '@/lib/use-board-controller'
import { LessonsWithPosition } from './lessons-with-position'
import { OpeningName } from './opening-name'
import { BoardActions } from './board-actions'
import { EntryForm } from './entry-form'
import { ScoreSheet } from './score-sheet'
import { NEW_GAME } from '@/shared/board-game'
import './board.css'
import { t } from '@/i18n/translate'
import { movesToTry } from './spanish-san'
import { AnalysisPanel } from './analysis-panel'
import { paths } from '@/config/paths'
import { useAnalysis } from './use-analysis'

// The drawing comes after the text controls, which work without it (docs/product.md, "A board
// beside every video").
const ChessBoard = lazy(() => import('./chess-board'))

// chess.js at a position, made once per position for the drawn board's questions.
const positions = new WeakMap<GameNode, Chess>()
function chessAt(node: GameNode): Chess {
  let chess = positions.get(node)
  if (!chess) positions.set(node, (chess = new Chess(node.fen)))
  return chess
}

const newTree = () => new GameTree()

/**
 * A board and everything around it (docs/product.md, "Rules that hold everywhere"): the drawn
 * board, the "Move" text box, "FEN", the "Moves" list, Undo / Flip / Reset, "Load position",
 * and a polite live region that says each move. It reads and commands its controller alone
 * (docs/decisions/037-a-board-controller.md), which makes its tree here, with the board's code.
 */
export default function BoardPanel({ controller, children, pictureFirst }: BoardProps) {
  const tree = controller.treeOr(newTree)
  useBoardVersion(controller)
  const { answering } = controller
  const { locked, orientation, pointAtLastMove, reachedBy, mode, answerDue } = controller.view
  const playing = mode === 'play'
  const node = tree.current
  const game = tree.gameAt(node)
  const [moveText, setMoveText] = useState('')
  const [loadText, setLoadText] = useState('')
  // An error is about the position it was shown on: it leaves when the board changes (issue 35).
  const [error, setError] = useState<{ of: GameNode; move?: string; load?: string }>()
  const errorHere = error?.of === node ? error : undefined
  const setMoveError = (move: string) => setError(move ? { of: node, move } : undefined)
  const setLoadError = (load: string) => setError(load ? { of: node, load } : undefined)
  const [said, setSaid] = useState('')
  const analysis = useAnalysis(controller, node.fen)
  const bestMove = analysis.search?.lines[0]?.uci[0]

  /** Plays a move if legal, from the position on the board (even one React has not drawn). */
  const play = (move: PlayedMove): boolean => {
    const played = controller.play(move)
    if (played) setSaid(spokenMoveTo(played))
    return played !== null
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
    controller.load(read, 'load')
    setSaid(t('Position loaded'))
  }
  const undo = () => {
    if (!node.parent) return
    controller.undo()
    setSaid(t('Move taken back'))
  }
  const reset = () => {
    controller.load(NEW_GAME, 'reset')
    setSaid(t('Board reset'))
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
            targetsOf={(from) => (locked ? [] : targetsOf(chessAt(tree.current), from))}
            arrow={pointAtLastMove ? marks.lastMove : undefined}
            bestMove={
              bestMove ? { from: bestMove.slice(0, 2), to: bestMove.slice(2, 4) } : undefined
            }
            {...marks}
            pictureFirst={pictureFirst}
          />
        </Suspense>
      </div>
      {children}
      <OpeningName node={node} reachedBy={reachedBy} />
      {tree.illegal && (
        <p role="alert" className="form-error">
          {boardMessages.illegalPosition}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {!locked && (
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
        answering={answering}
        canUndo={node.parent !== null}
        onUndo={undo}
        onFlip={() => controller.set({ orientation: orientation === 'white' ? 'black' : 'white' })}
        onReset={reset}
      />
      {/* After the Move box and the board's actions: they stay in view beside the player. */}
      <AnalysisPanel
        analysis={analysis}
        fen={node.fen}
        // A game's own end offers "Analyse" (with its review) and "New game".
        analyseLink={mode === 'analysis' || playing ? undefined : paths.analysis.href(game)}
        playLink={playing ? undefined : paths.play.href(node.fen)}
        playing={playing}
        onShowLine={(line, through) =>
          controller.show({
            startFen: game.startFen,
            moves: [...game.moves, ...line.moves.slice(0, through + 1).map((move) => move.san)],
          })
        }
      />
      <ScoreSheet fen={node.fen} startFen={game.startFen} moves={game.moves} />
      {/* Not while a drill, a guess or a game waits: a lesson there would give it away. */}
      {(!answering || (locked && !answerDue)) && <LessonsWithPosition fen={node.fen} />}
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
