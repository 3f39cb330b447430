import { expect, test } from 'vitest'
import { NEW_GAME } from '@/shared/board-game'
import { GameTree } from '@/shared/game-tree'
import { BoardController, type LearnerChange } from './board-controller'

// One controller per board (docs/decisions/037-a-board-controller.md): what the board, the modes
// and the screens rely on, without React.

const AFTER_E4 = { startFen: NEW_GAME.startFen, moves: ['e4'] }

function watched(controller: BoardController) {
  const heard: LearnerChange[] = []
  let told = 0
  controller.onLearner((change) => heard.push(change))
  controller.subscribe(() => (told += 1))
  return { heard, told: () => told }
}

test('before the board has loaded, the controller keeps the game shown, without chess.js', () => {
  const controller = new BoardController(NEW_GAME)
  const { told } = watched(controller)
  controller.show(AFTER_E4)
  expect(controller.game()).toEqual(AFTER_E4)
  expect(controller.madeTree).toBeNull()
  expect(told()).toBe(1)
  controller.show({ ...AFTER_E4, moves: ['e4'] })
  expect(told()).toBe(1)
  // The learner cannot play before there is a board.
  expect(controller.play('e5')).toBeNull()
})

test('the board makes its tree once, at the game shown so far; later games go to the tree', () => {
  const controller = new BoardController(AFTER_E4)
  const tree = controller.treeOr(() => new GameTree())
  expect(controller.treeOr(() => new GameTree())).toBe(tree)
  expect(tree.current.san).toBe('e4')
  const { told } = watched(controller)
  controller.show({ ...AFTER_E4, moves: ['e4', 'e5'] })
  expect(controller.game().moves).toEqual(['e4', 'e5'])
  expect(told()).toBe(1)
  controller.goTo(tree.root)
  expect(controller.game().moves).toEqual([])
})

test("the learner's moves are told to the mode with the game and whether the tree lacked them", () => {
  const controller = new BoardController(NEW_GAME)
  controller.treeOr(() => new GameTree())
  const { heard } = watched(controller)
  expect(controller.play('e2e4')?.san).toBe('e4')
  controller.undo()
  controller.play('e4')
  expect(controller.play('Ke3')).toBeNull()
  expect(heard.map(({ kind, added, game }) => [kind, added, game.moves.join(' ')])).toEqual([
    ['move', true, 'e4'],
    ['undo', undefined, ''],
    ['move', false, 'e4'],
  ])
})

test('a locked board plays nothing; an answering one offers no Undo, Reset or Load', () => {
  const controller = new BoardController(AFTER_E4, { mode: 'drill' })
  controller.treeOr(() => new GameTree())
  const { heard } = watched(controller)
  expect(controller.answering).toBe(true)
  controller.undo()
  controller.load(NEW_GAME, 'reset')
  expect(controller.game()).toEqual(AFTER_E4)
  controller.set({ locked: true })
  expect(controller.play('e5')).toBeNull()
  controller.set({ locked: false })
  expect(controller.play('e5')).not.toBeNull()
  expect(heard.map((change) => change.kind)).toEqual(['move'])
})

test('set tells the board only of a change, and keeps what it does not name', () => {
  const controller = new BoardController(NEW_GAME, { orientation: 'black' })
  const { told } = watched(controller)
  controller.set({ locked: false, orientation: 'black' })
  expect(told()).toBe(0)
  controller.set({ pointAtLastMove: true })
  expect(told()).toBe(1)
  expect(controller.view).toMatchObject({
    orientation: 'black',
    pointAtLastMove: true,
    mode: 'free',
  })
})
