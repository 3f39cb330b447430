import { useEffect, useId, useRef } from 'react'
import { t } from '@/i18n/translate'
import type { GameNode } from '@/shared/game-tree'
import { lessonMoveLabel, movePlace } from '@/shared/move-numbers'
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
  /** The one move the Tab key stops at (the list's others are reached by the arrow keys). */
  focusable?: GameNode
  /** The game's result ("0-1"), after the main line's last move. */
  result?: string
  /** The list's name: "Lesson moves" unless told. */
  label?: string
}

type LineProps = Omit<LessonMovesProps, 'root'> & { first: GameNode }

/**
 * A move's button: its number and SAN ("14. f4", "13... Ng4"); a Black move's number is seen
 * only where a score sheet writes it (a line's first move, after a variation or a comment).
 */
function MoveButton({
  node,
  numbered,
  ...props
}: LineProps & { node: GameNode; numbered: boolean }) {
  const label = lessonMoveLabel(node.ply - 1, node.san)
  const [number, san] = [label.slice(0, label.length - node.san.length), node.san]
  const black = number.includes('...')
  return (
    <button
      type="button"
      className="lesson-move"
      aria-current={node === props.current ? 'true' : undefined}
      tabIndex={node === props.focusable ? 0 : -1}
      onClick={() => props.onPick(node)}
    >
      {/* Mid-line, a Black move needs no number to be read (its name keeps it). */}
      <span className={black && !numbered ? 'visually-hidden' : 'lesson-number'}>
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
  const othersOf = (node: GameNode) =>
    node.parent!.children.find(inLesson) === node
      ? node.parent!.children.filter((child) => child !== node && inLesson(child))
      : []
  // The move after `node` shows its number when a comment or a variation comes between them.
  const numberedAfter = (node: GameNode) => node.comment !== undefined || othersOf(node).length > 0
  // Whether White's move at `index` and Black's unnumbered reply must share a line.
  const heldTogether = (index: number) =>
    index + 1 < moves.length &&
    movePlace(moves[index]!.ply - 1).white &&
    !numberedAfter(moves[index]!)
  return moves.map((node, index) => {
    const others = othersOf(node)
    const numbered = index === 0 || numberedAfter(moves[index - 1]!)
    // White's move holds on to its unnumbered Black reply, or the reply could start a line with
    // no number (issue 59). Chromium breaks around buttons whatever characters sit between them:
    // only white-space can hold them, with no space left at the end of White's item.
    const holdsReply = heldTogether(index)
    const reply = index > 0 && heldTogether(index - 1)
    const move = <MoveButton {...props} node={node} numbered={numbered} />
    return (
      <li key={node.id} className={holdsReply ? 'lesson-step lesson-nowrap' : 'lesson-step'}>
        {reply ? <span className="lesson-nowrap"> {move}</span> : move}
        {/* Spaces between the parts: read as text, "Bc4!? The Italian…" (issue 59). */}
        {node.nags?.length ? <span className="lesson-nags">{node.nags.join('')}</span> : null}
        {onJump && node.timeSeconds !== undefined && (
          <>
            {' '}
            <button
              type="button"
              className="lesson-jump"
              tabIndex={node === props.focusable ? 0 : -1}
              aria-label={t('Jump to {time}', { time: formatTime(node.timeSeconds) })}
              onClick={() => onJump(node)}
            >
              {formatTime(node.timeSeconds)}
            </button>
          </>
        )}
        {!holdsReply && ' '}
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

/** Scrolls the list, never the page, to show `item` (a page following the video stays put). */
function scrollWithin(list: HTMLElement, item: HTMLElement) {
  // From the boxes, not offsetTop: whole pixels left a move clipped by a fraction (issue 59).
  const seenTop = list.getBoundingClientRect().top + list.clientTop
  const { top, bottom } = item.getBoundingClientRect()
  if (top < seenTop) list.scrollTop -= Math.ceil(seenTop - top)
  else if (bottom > seenTop + list.clientHeight)
    list.scrollTop += Math.ceil(bottom - seenTop - list.clientHeight)
}

/**
 * A lesson's moves (docs/product.md, "Lessons"): a list "Lesson moves", each move a button,
 * annotations after its SAN, its comment after it, and the lines that could replace it as lists
 * nested right after it; the move on the board marked `aria-current`. One Tab stop: the move
 * shown (with its "Jump to"); the arrow keys, Home and End step (lesson-region.tsx), and the
 * focus follows the move shown, so Enter never goes back to a move left behind (issue 59).
 */
export function LessonMoves({ root, ...props }: LessonMovesProps) {
  const first = root.children.find(props.inLesson)
  const list = useRef<HTMLOListElement>(null)
  const hint = useId()
  const shownNode = props.current
  useEffect(() => {
    const shown = list.current?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!list.current || !shown) return
    // Scrolled whole into the list's box even when clicked half seen; focus never scrolls the page.
    scrollWithin(list.current, shown)
    if (list.current.contains(document.activeElement)) shown.focus({ preventScroll: true })
  }, [shownNode])
  return (
    <>
      <ol
        ref={list}
        aria-label={props.label ?? t('Lesson moves')}
        aria-describedby={hint}
        className="lesson-moves"
      >
        {first && <Line {...props} focusable={props.focusable ?? first} first={first} />}
        {props.result && <li className="lesson-step lesson-result">{props.result}</li>}
      </ol>
      <p id={hint} className="visually-hidden">
        {t('The arrow keys step through the moves; Home and End go to the first and the last.')}
      </p>
    </>
  )
}
