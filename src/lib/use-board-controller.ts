import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { BoardGame } from '@/shared/board-game'
import { BoardController, type BoardView, type LearnerChange } from './board-controller'

// How components hold and command a board's controller (docs/decisions/037-a-board-controller.md).

/** A board's controller for the component's life, showing `game` first. */
export function useBoardController(game: BoardGame, view?: Partial<BoardView>): BoardController {
  const [controller] = useState(() => new BoardController(game, view))
  return controller
}

/** Renders again on each change of the board: its game, position or view. */
export function useBoardVersion(controller: BoardController): number {
  return useSyncExternalStore(controller.subscribe, controller.getVersion, controller.getVersion)
}

/**
 * A mode's game and view, shown on its board whenever they change. The view is set as the mode
 * renders (the board below reads it in the same pass); the game before the screen is painted,
 * compared by its moves: a mode may make it anew on each render.
 */
export function useShownOnBoard(
  controller: BoardController,
  game: BoardGame | undefined,
  view: Pick<BoardView, 'locked'> & Partial<Pick<BoardView, 'pointAtLastMove' | 'answerDue'>>,
) {
  // A question's board waits for its answer while the learner may move.
  const { locked, pointAtLastMove = false, answerDue = !locked } = view
  controller.set({ locked, pointAtLastMove, answerDue }, { quietly: true })
  const shown = game && `${game.startFen} ${game.moves.join(' ')}`
  useLayoutEffect(() => {
    if (game) controller.show(game)
    // The game's moves, not the object holding them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, shown])
}

/** Hears each change the learner makes on the board while the component is mounted. */
export function useLearnerChanges(
  controller: BoardController,
  listener: (change: LearnerChange) => void,
) {
  const latest = useRef(listener)
  useLayoutEffect(() => {
    latest.current = listener
  })
  useEffect(() => controller.onLearner((change) => latest.current(change)), [controller])
}
