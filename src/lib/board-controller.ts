import type { ReactNode } from 'react'
import type { BoardGame } from '@/shared/board-game'
import type { GameNode, GameTree, PlayedMove } from '@/shared/game-tree'

// One controller per board (docs/decisions/037-a-board-controller.md): the board, its move
// lists and the mode it is in read it and command it; no screen hands a game down and takes it
// back up. It imports no chess.js: a screen holds one before the board's code has loaded (the
// video page's notes read its game), and the board's chunk gives it its tree (`treeOr`).

/**
 * What a board is for: the learner answers in guess, drill and puzzle, and plays a game in play
 * (no Undo, Reset or Load); `analysis` is /analysis's board, analysed whatever the device's
 * "Analysis" says.
 */
export type BoardMode =
  'free' | 'lesson' | 'editor' | 'analysis' | 'guess' | 'drill' | 'puzzle' | 'play'

export type BoardView = {
  mode: BoardMode
  orientation: 'white' | 'black'
  /** The answer is over: no more moves. */
  locked: boolean
  /** The last move is an answer shown after a miss: the drawn board points at it. */
  pointAtLastMove: boolean
  /** The game that reached the board's start (a drill made from a note): "Opening:" along it. */
  reachedBy?: BoardGame
  /**
   * A question waits for the learner's answer (a drill, a guess, a puzzle): no analysis until it
   * is answered (docs/product.md, "Rules that hold everywhere (wave 5)").
   */
  answerDue: boolean
}

/** A change the learner made on the board, as its mode hears it. */
export type LearnerChange = {
  kind: 'move' | 'undo' | 'reset' | 'load'
  /** The game on the board after it. */
  game: BoardGame
  /** A move: the position it reached, and whether the tree lacked it before. */
  node?: GameNode
  added?: boolean
}

const isAnswering = (mode: BoardMode) =>
  mode === 'guess' || mode === 'drill' || mode === 'puzzle' || mode === 'play'

export class BoardController {
  view: BoardView
  private tree: GameTree | null = null
  /** What the board shows until its tree is made. */
  private pending: BoardGame
  private version = 0
  private listeners = new Set<() => void>()
  private learners = new Set<(change: LearnerChange) => void>()

  constructor(game: BoardGame, view: Partial<BoardView> = {}) {
    this.pending = game
    this.view = {
      mode: 'free',
      orientation: 'white',
      locked: false,
      pointAtLastMove: false,
      answerDue: false,
      ...view,
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getVersion = () => this.version

  private changed = () => {
    this.version += 1
    for (const listener of this.listeners) listener()
  }

  /** The learner answers a question here: the board offers moves only. */
  get answering() {
    return isAnswering(this.view.mode)
  }

  /**
   * The board's tree, made by `make` the first time (the board's chunk brings chess.js) with
   * the game shown so far. Idempotent, so the board may ask while it renders.
   */
  treeOr(make: () => GameTree): GameTree {
    if (this.tree) return this.tree
    const tree = make()
    tree.show(this.pending)
    tree.subscribe(this.changed)
    this.tree = tree
    // Read on the next render (useSyncExternalStore compares versions): no listener is told
    // while a component renders.
    this.version += 1
    return tree
  }

  /** The tree, once the board has made it. */
  get madeTree(): GameTree | null {
    return this.tree
  }

  /** The game on the board: its start and the moves to the position shown. */
  game(): BoardGame {
    return this.tree ? this.tree.gameAt() : this.pending
  }

  /** A mode or the screen shows a game (a note, the video's move, a question's position). */
  show(game: BoardGame) {
    if (this.tree) return void this.tree.show(game)
    const same =
      game.startFen === this.pending.startFen && game.moves.join() === this.pending.moves.join()
    if (same) return
    this.pending = game
    this.changed()
  }

  /** Goes to a position of the tree (a move list's move picked). */
  goTo(node: GameNode) {
    this.tree?.goTo(node)
  }

  /**
   * Sets what the board shows around its game (chessground's `set(config)`, in small). `quietly`
   * while the mode's component renders, above the board: the board, rendered next, reads it in
   * the same pass (its Move box goes or comes with the answer, and the focus can follow).
   */
  set(view: Partial<BoardView>, { quietly = false } = {}) {
    const next = { ...this.view, ...view }
    const keys = Object.keys(next) as (keyof BoardView)[]
    if (keys.every((key) => next[key] === this.view[key])) return
    this.view = next
    if (quietly) this.version += 1
    else this.changed()
  }

  /** Hears each change the learner makes; returns the way to stop. */
  onLearner(listener: (change: LearnerChange) => void) {
    this.learners.add(listener)
    return () => void this.learners.delete(listener)
  }

  private told(change: Omit<LearnerChange, 'game'>) {
    const game = this.game()
    for (const listener of this.learners) listener({ ...change, game })
  }

  /** The learner's move, if legal here and the board is not locked; the position reached. */
  play(move: PlayedMove): GameNode | null {
    if (!this.tree || this.view.locked) return null
    const known = new Set(this.tree.current.children)
    const node = this.tree.play(move)
    if (node) this.told({ kind: 'move', node, added: !known.has(node) })
    return node
  }

  /** "Undo move": the position before. */
  undo() {
    const parent = this.tree?.current.parent
    if (!parent || this.answering) return
    this.tree!.goTo(parent)
    this.told({ kind: 'undo' })
  }

  /** "Reset board" and "Load position": the learner's own start. */
  load(game: BoardGame, kind: 'reset' | 'load') {
    if (this.answering) return
    this.show(game)
    this.told({ kind })
  }
}

/** What a board takes (features/board's BoardPanel): its controller, and what goes under it. */
export type BoardProps = {
  controller: BoardController
  /**
   * Right under the drawn board, in view with it on a phone: what a question says of the
   * answer, or the video page's "Follow the video" and "Quiz me while I watch".
   */
  children?: ReactNode
  /** The drawn board's first position is a picture until the learner reaches for it. */
  pictureFirst?: boolean
}
