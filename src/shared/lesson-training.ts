import { positionsOf, replayLesson } from './lesson-replay'
import { MAX_ALTERNATIVES, MAX_SOLUTION_MOVES } from './input-rules'
import type { Drill } from './entities'
import type { LessonGame, LessonMove } from './lesson'
import { goodFirstMoves, isGoodMove } from './lesson-guess'

// "Train a lesson" (docs/product.md, "Drills that accept every good move"): every line of a
// lesson becomes drills for one side. The back end makes them; the page reads the same lines to
// tell a learner that the lesson has changed since.

export type TrainingSide = 'white' | 'black'

/** One drill's worth of a line: where it starts, the answer, and the other moves it accepts. */
export type TrainingLine = {
  fen: string
  solution: string[]
  /** For each of the learner's steps, the sibling moves marked good there. */
  alternatives: string[][]
  /** The first move's time in the video, when it has one. */
  timeSeconds?: number
  /** The first move's comment: what a miss shows. */
  comment?: string
}

/** A line from the lesson's start: its moves, and what else was good at each of them. */
type Path = { nodes: LessonMove[]; good: string[][]; branch: number }

/** The main line and every variation, each as a whole path from the start, parents first. */
function pathsOf(moves: LessonMove[]): Path[] {
  const paths: Path[] = []
  const walk = (prefix: Path, line: LessonMove[], siblingsAtBranch: string[]) => {
    const path: Path = {
      nodes: [...prefix.nodes, ...line],
      good: [
        ...prefix.good,
        ...line.map((move, index) => [
          ...(index === 0 ? siblingsAtBranch : []),
          ...goodFirstMoves(move.variations),
        ]),
      ],
      branch: prefix.nodes.length,
    }
    paths.push(path)
    line.forEach((move, index) => {
      const at = prefix.nodes.length + index
      const before = { nodes: path.nodes.slice(0, at), good: path.good.slice(0, at), branch: 0 }
      for (const variation of move.variations ?? []) {
        const others = [move, ...(move.variations ?? []).map((other) => other[0]!)]
          .filter((other) => other !== variation[0] && isGoodMove(other))
          .map((other) => other.san)
        if (variation.length > 0) walk(before, variation, others)
      }
    })
  }
  walk({ nodes: [], good: [], branch: 0 }, moves, [])
  return paths
}

/**
 * The drills a side trains on a lesson, in order: the main line's, then each variation's from
 * where it leaves its parent (one move earlier when it begins with the other side's move, so
 * that the learner answers it), each line cut into answers of at most 20 moves.
 */
export function trainingLines(lesson: LessonGame, side: TrainingSide): TrainingLine[] {
  // Each path's positions from the lesson's one replay: a path a replay of its own was as many
  // replays of the main line as it has variations (docs/performance.md, "No request stalls").
  const replay = replayLesson(lesson)
  const lines: TrainingLine[] = []
  for (const path of pathsOf(lesson.moves)) {
    const fens = positionsOf(replay, path.nodes, replay.start)
    const sideAt = (ply: number) => (fens[ply]!.split(' ')[1] === 'w' ? 'white' : 'black')
    let from = path.branch
    if (sideAt(from) !== side) from = from > 0 ? from - 1 : from + 1
    for (let start = from; start < path.nodes.length; start += MAX_SOLUTION_MOVES) {
      const nodes = path.nodes.slice(start, start + MAX_SOLUTION_MOVES)
      const alternatives = nodes
        .filter((_, index) => index % 2 === 0)
        .map((node, step) => path.good[start + step * 2]!.filter((san) => san !== node.san))
      while (alternatives.length > 0 && alternatives.at(-1)!.length === 0) alternatives.pop()
      const first = nodes[0]!
      lines.push({
        fen: fens[start]!,
        solution: nodes.map((node) => node.san),
        alternatives: alternatives.map((moves) => [...new Set(moves)].slice(0, MAX_ALTERNATIVES)),
        ...(first.timeSeconds !== undefined && { timeSeconds: first.timeSeconds }),
        ...(first.comment !== undefined && { comment: first.comment }),
      })
    }
  }
  return lines
}

/** A line's identity across changes of its lesson: where it starts and its answer. */
export const lineKey = (line: { fen: string; solution: readonly string[] }) =>
  `${line.fen}|${line.solution.join(' ')}`

/** Whether a drill made from a line still holds all that the line accepts. */
export function drillHoldsLine(
  drill: { fen: string; solution: readonly string[]; alternatives?: string[][] },
  line: TrainingLine,
) {
  if (lineKey(drill) !== lineKey(line)) return false
  return line.alternatives.every((moves, step) =>
    moves.every((san) => drill.alternatives?.[step]?.includes(san)),
  )
}

/** A drill of a line trained on this video ("Train this lesson"; not a missed guess's), for a side or either. */
export const isTrainedLine = (drill: Pick<Drill, 'source'>, videoId: string, side?: TrainingSide) =>
  drill.source.kind === 'lesson' &&
  drill.source.videoId === videoId &&
  drill.source.line !== undefined &&
  (side === undefined || drill.source.side === side)
