import { Chess, type Move } from 'chess.js'
import { START_FEN, type BoardGame } from './board-game'
import { firstPlyOf } from './move-numbers'
import { isLegalPosition } from './chess-rules'
import type { Annotation } from './lesson-limits'

/**
 * One position of a board's game: the move that reached it, and what chess.js said of it when
 * it was played, once (docs/decisions/024-a-board-owns-its-game.md).
 */
export type GameNode = {
  id: number
  parent: GameNode | null
  /** The move that reached it; '' for the starting position. */
  san: string
  fen: string
  /** Plies from move 1 of White to here: 0 at a game's initial position. */
  ply: number
  lastMove?: { from: string; to: string }
  /** The square of a king in check. */
  check?: string
  /** The moves played from here; the first is the main line. */
  children: GameNode[]
  timeSeconds?: number
  comment?: string
  nags?: Annotation[]
}

export type PlayedMove = string | { from: string; to: string; promotion?: string }

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/i

/**
 * A move typed or made on a board: SAN (`Nf3`, `e8=Q`), UCI (`g1f3`, `e7e8q`) or squares; the
 * move played, or null when it is not legal here (nothing changes then).
 */
export function tryMove(chess: Chess, move: PlayedMove): Move | null {
  const played = chess.fen()
  try {
    if (typeof move !== 'string') return chess.move(move)
    const text = move.trim()
    const uci = UCI.exec(text)
    if (uci) return chess.move({ from: uci[1]!, to: uci[2]!, promotion: uci[3]?.toLowerCase() })
    return chess.move(text)
  } catch {
    if (chess.fen() !== played) chess.load(played)
    return null
  }
}

/**
 * A board's game as a tree (docs/decisions/024-a-board-owns-its-game.md): the positions played
 * from one start, each with its FEN, and the one on the board. The drawn board, the move lists
 * and the modes read it; a move is replayed by chess.js once, when it enters the tree.
 */
export class GameTree {
  root: GameNode
  current: GameNode
  /** Counts changes, for React's useSyncExternalStore. */
  version = 0
  /** The last game shown had an illegal start or move: the board shows what was legal of it. */
  illegal = false
  private nextId = 1
  /** Every start the tree has shown, with what was played from it: showing one again finds it. */
  private roots = new Map<string, GameNode>()
  private listeners = new Set<() => void>()

  constructor(startFen: string = START_FEN) {
    this.root = this.current = this.rootAt(startFen)
  }

  /** The start at `fen`, with what was played from it; made when the tree lacks it. */
  rootAt(fen: string): GameNode {
    let root = this.roots.get(fen)
    if (!root) {
      root = { id: this.nextId++, parent: null, san: '', fen, ply: firstPlyOf(fen), children: [] }
      this.roots.set(fen, root)
    }
    return root
  }

  get startFen() {
    return this.root.fen
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getVersion = () => this.version

  /** Tells every reader of a change (the editor's changes to a node's fields come through too). */
  changed() {
    this.version += 1
    for (const listener of this.listeners) listener()
  }

  /** The position after `move` from `from`: a known one, or a new one; null when illegal. */
  childOf(from: GameNode, move: PlayedMove): GameNode | null {
    if (typeof move === 'string') {
      const known = from.children.find((child) => child.san === move.trim())
      if (known) return this.settle(known)
    }
    if (!this.settle(from)) return null
    const chess = new Chess(from.fen)
    const played = tryMove(chess, move)
    if (!played) return null
    const known = from.children.find((child) => child.san === played.san)
    if (known) return this.settle(known)
    const node = this.addTrusted(from, played.san)
    placeAfter(node, chess, played)
    return node
  }

  /**
   * Adds a move already checked (a stored lesson's) without playing it: its position is worked
   * out when it is first shown, so a long lesson costs nothing until then.
   */
  addTrusted(from: GameNode, san: string): GameNode {
    const known = from.children.find((child) => child.san === san)
    if (known) return known
    const node: GameNode = {
      id: this.nextId++,
      parent: from,
      san,
      fen: '',
      ply: from.ply + 1,
      children: [],
    }
    from.children.push(node)
    return node
  }

  /** The node with its position worked out (its line's first); null, and dropped, if illegal. */
  private settle(node: GameNode): GameNode | null {
    if (node.fen) return node
    const parent = node.parent
    if (!parent || !this.settle(parent)) return null
    const chess = new Chess(parent.fen)
    const played = tryMove(chess, node.san)
    if (!played) {
      parent.children.splice(parent.children.indexOf(node), 1)
      return null
    }
    placeAfter(node, chess, played)
    return node
  }

  /** Plays a move from the position on the board; the board goes there. Null when illegal. */
  play(move: PlayedMove): GameNode | null {
    const node = this.childOf(this.current, move)
    if (node) this.goTo(node)
    return node
  }

  goTo(node: GameNode) {
    if (node === this.current && !this.illegal) return
    if (!this.settle(node)) return
    this.current = node
    this.illegal = false
    this.changed()
  }

  /**
   * Shows a game on the board: its moves walk the tree from the start, adding what it lacks;
   * another start begins another tree.
   */
  show(game: BoardGame): GameNode {
    const legalStart = isLegalPosition(game.startFen)
    const startFen = legalStart ? game.startFen : START_FEN
    if (startFen !== this.root.fen) this.root = this.rootAt(startFen)
    let node = this.root
    let illegal = !legalStart
    for (const san of legalStart ? game.moves : []) {
      const next = this.childOf(node, san)
      if (!next) {
        illegal = true
        break
      }
      node = next
    }
    if (node !== this.current || illegal !== this.illegal) {
      this.current = node
      this.illegal = illegal
      this.changed()
    }
    return node
  }

  /** The moves from their start to `node`, as a game (what a note or a drill keeps). */
  gameAt(node: GameNode = this.current): BoardGame {
    const line = lineTo(node)
    const start = line[0]?.parent ?? node
    return { startFen: start.fen, moves: line.map((step) => step.san) }
  }
}

/** The positions from the start's first move to `node`, in order. */
export function lineTo(node: GameNode): GameNode[] {
  const line: GameNode[] = []
  for (let step: GameNode | null = node; step?.parent; step = step.parent) line.push(step)
  return line.reverse()
}

/** The main line from `node` on: each position's first continuation. */
export function mainLineFrom(node: GameNode): GameNode[] {
  const line: GameNode[] = []
  for (let step = node.children[0]; step; step = step.children[0]) line.push(step)
  return line
}

/** What a node keeps of the move chess.js just played to reach it. */
function placeAfter(node: GameNode, chess: Chess, played: Move) {
  node.san = played.san
  node.fen = chess.fen()
  node.lastMove = { from: played.from, to: played.to }
  if (chess.inCheck()) node.check = chess.findPiece({ type: 'k', color: chess.turn() })[0]
}
