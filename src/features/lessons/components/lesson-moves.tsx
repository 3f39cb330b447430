import { t } from '@/i18n/translate'
import type { GameNode } from '@/shared/game-tree'
import { lessonMoveLabel } from '@/shared/move-numbers'
import { formatTime } from '@/shared/video-time'

export type LessonMovesProps = {
  root: GameNode
  /** The position on the board, marked when it is one of the lesson's. */
  current: GameNode
  /** Whether a position is the lesson's (the video page's board holds the learner's moves too). */
  inLesson: (node: GameNode) => boolean
  onPick: (node: GameNode) => void
  /** "Jump to m:ss" on a timed move. */
  onJump?: (node: GameNode) => void
}

type LineProps = Omit<LessonMovesProps, 'root'> & { first: GameNode }

/** A move's button: its number and SAN ("14. f4", "13... Ng4"), a Black move's number unseen. */
function MoveButton({ node, first, ...props }: LineProps & { node: GameNode }) {
  const label = lessonMoveLabel(node.ply - 1, node.san)
  const [number, san] = [label.slice(0, label.length - node.san.length), node.san]
  const black = number.includes('...')
  return (
    <button
      type="button"
      className="lesson-move"
      aria-current={node === props.current ? 'true' : undefined}
      onClick={() => props.onPick(node)}
    >
      {/* Mid-line, a Black move needs no number to be read (its name keeps it). */}
      <span className={black && node !== first ? 'visually-hidden' : 'lesson-number'}>
        {number.trim()}
      </span>{' '}
      {san}
    </button>
  )
}

/** One line of the lesson: each move, what it says, and the lines that could replace it. */
function Line(props: LineProps) {
  const { inLesson, onJump } = props
  const moves: GameNode[] = []
  for (let node: GameNode | undefined = props.first; node; node = node.children.find(inLesson))
    moves.push(node)
  return moves.map((node) => {
    const others =
      node.parent!.children.find(inLesson) === node
        ? node.parent!.children.filter((child) => child !== node && inLesson(child))
        : []
    return (
      <li key={node.id} className="lesson-step">
        <MoveButton {...props} node={node} />
        {node.nags?.length ? <span className="lesson-nags">{node.nags.join('')}</span> : null}
        {onJump && node.timeSeconds !== undefined && (
          <button
            type="button"
            className="lesson-jump"
            aria-label={t('Jump to {time}', { time: formatTime(node.timeSeconds) })}
            onClick={() => onJump(node)}
          >
            {formatTime(node.timeSeconds)}
          </button>
        )}
        {node.comment && <span className="lesson-comment">{node.comment}</span>}
        {others.map((variation) => (
          <ol key={variation.id} className="lesson-variation">
            <Line {...props} first={variation} />
          </ol>
        ))}
      </li>
    )
  })
}

/**
 * A lesson's moves (docs/product.md, "Lessons"): a list "Lesson moves", each move a button,
 * annotations after its SAN, its comment after it, and the lines that could replace it as lists
 * nested right after it; the move on the board marked `aria-current`.
 */
export function LessonMoves({ root, ...props }: LessonMovesProps) {
  const first = root.children.find(props.inLesson)
  return (
    <ol aria-label={t('Lesson moves')} className="lesson-moves">
      {first && <Line {...props} first={first} />}
    </ol>
  )
}
