import type { GameNode, GameTree } from '@/shared/game-tree'
import type { LessonGame } from '@/shared/lesson'
import { START_FEN } from '@/shared/board-game'
import { movesFrom } from './lesson-tree'

// What the lesson editor changes in its tree (docs/product.md, "Lessons": "Make main line",
// "Delete from here", a move's comment, annotation and time). Each change tells the tree's readers.

/** The first move of the innermost variation that holds `node`; null on the main line. */
export function variationStart(node: GameNode): GameNode | null {
  let step = node
  while (step.parent && step.parent.children[0] === step) step = step.parent
  return step.parent ? step : null
}

/** A variation's first move becomes the main line (its line with it). */
export function makeMainLine(tree: GameTree, node: GameNode) {
  const siblings = node.parent?.children
  if (!siblings || siblings[0] === node) return
  siblings.splice(siblings.indexOf(node), 1)
  siblings.unshift(node)
  tree.changed()
}

/** The move and every move after it leave the lesson; the board goes back to where it was played. */
export function deleteFrom(tree: GameTree, node: GameNode) {
  const parent = node.parent
  if (!parent) return
  parent.children.splice(parent.children.indexOf(node), 1)
  tree.goTo(parent)
  tree.changed()
}

export type MoveFields = Pick<GameNode, 'comment' | 'nags' | 'timeSeconds'>

/** Sets a move's comment, annotation or time (undefined clears it). */
export function editMove(tree: GameTree, node: GameNode, fields: MoveFields) {
  for (const key of ['comment', 'nags', 'timeSeconds'] as const) {
    if (!(key in fields)) continue
    const value = fields[key]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      delete node[key]
    else Object.assign(node, { [key]: value })
  }
  tree.changed()
}

/**
 * The lesson the editor holds, from its start (the board may show another since: a position
 * loaded): the start when not the initial position, headers and moves.
 */
export function lessonFrom(root: GameNode, headers: Record<string, string>): LessonGame {
  return {
    ...(root.fen !== START_FEN && { startFen: root.fen }),
    headers,
    moves: movesFrom(root),
  }
}
