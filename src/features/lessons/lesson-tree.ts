import { GameTree, type GameNode } from '@/shared/game-tree'
import { START_FEN } from '@/shared/board-game'
import type { LessonGame, LessonMove } from '@/shared/lesson'

// A lesson (shared/lesson.ts: each move lists the lines that could replace it) as a board's
// game tree (each position lists the moves played from it, the main line's first), and back.

/**
 * The lesson's moves as a tree. Its moves were checked when it was saved: each is played by
 * chess.js when first shown, not all at once as the page loads (docs/performance.md).
 */
export function treeOfLesson(game: Pick<LessonGame, 'startFen' | 'moves'>): GameTree {
  const tree = new GameTree(game.startFen || START_FEN)
  addLesson(tree, game)
  return tree
}

/**
 * Adds a lesson's moves to a board's tree, beside what the learner played there (the video
 * page's board, docs/decisions/037-a-board-controller.md): the lesson's start in the tree, and
 * each of its positions.
 */
export function addLesson(
  tree: GameTree,
  game: Pick<LessonGame, 'startFen' | 'moves'>,
): { root: GameNode; positions: Set<GameNode> } {
  const root = tree.rootAt(game.startFen || START_FEN)
  const positions = new Set([root])
  const add = (from: GameNode, line: LessonMove[]) => {
    let at = from
    for (const move of line) {
      const node = tree.addTrusted(at, move.san)
      positions.add(node)
      if (move.timeSeconds !== undefined) node.timeSeconds = move.timeSeconds
      if (move.comment) node.comment = move.comment
      if (move.nags?.length) node.nags = [...move.nags]
      for (const variation of move.variations ?? []) add(at, variation)
      at = node
    }
  }
  add(root, game.moves)
  return { root, positions }
}

/** One move as a lesson keeps it, without its variations. */
function lessonMoveOf(node: GameNode): LessonMove {
  return {
    san: node.san,
    ...(node.timeSeconds !== undefined && { timeSeconds: node.timeSeconds }),
    ...(node.comment && { comment: node.comment }),
    ...(node.nags?.length && { nags: node.nags }),
  }
}

/** The line that starts with `first`: its moves, each with the lines that could replace it. */
function lineOf(first: GameNode): LessonMove[] {
  const line: LessonMove[] = []
  for (let node: GameNode | undefined = first; node; node = node.children[0]) {
    const move = lessonMoveOf(node)
    const others = node.parent!.children.filter((sibling) => sibling !== node)
    // A line's first move already sits among its parent's variations: only the main line's
    // moves carry the others.
    if (others.length && node.parent!.children[0] === node) move.variations = others.map(lineOf)
    line.push(move)
  }
  return line
}

/** The moves played from `root` (a lesson's start), as a lesson's. */
export function movesFrom(root: GameNode): LessonMove[] {
  const first = root.children[0]
  return first ? lineOf(first) : []
}
