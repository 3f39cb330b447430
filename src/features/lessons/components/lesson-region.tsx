import { useId, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { spokenMoveTo } from '@/i18n/spoken-move'
import { lessonByline } from '@/shared/lesson-byline'
import { t } from '@/i18n/translate'
import type { GameNode, GameTree } from '@/shared/game-tree'
import { LessonMoves } from './lesson-moves'
import '../lessons.css'

type LessonRegionProps = {
  tree: GameTree
  /** Where the lesson starts (the board may show another start since). */
  root?: GameNode
  /** Whether a position is the lesson's; everything in the tree when omitted (the editor). */
  inLesson?: (node: GameNode) => boolean
  /** Shows a position of the lesson on the board. */
  onShow: (node: GameNode) => void
  onJump?: (node: GameNode) => void
  /** What "Follow the video" says of each move it shows (politely, once). */
  said?: string
  /** Controls of the editor, between the steps and the moves. */
  children?: ReactNode
  /** The lesson's PGN headers: its players, event and year under its heading, its result last. */
  headers?: Record<string, string>
  /** The region's heading and its list's name, when it is not a lesson's (/analysis's tree). */
  names?: { heading: string; list: string }
}

const everything = () => true

const RESULTS = ['1-0', '0-1', '1/2-1/2']

/** A position stepped to, as a screen reader hears a move played: "Black plays knight g4". */
const spokenStep = (node: GameNode) => (node.parent ? spokenMoveTo(node) : t('Starting position'))

/** Keys typed into a field are the field's, not the lesson's. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)

/**
 * The Lesson region (docs/product.md, "Lessons"): its moves, "Previous move" and "Next move"
 * along the line on the board, and ArrowLeft / ArrowRight, Home / End while focus is in it.
 */
export default function LessonRegion(props: LessonRegionProps) {
  const { tree, root = tree.root, inLesson = everything, onShow, onJump, said, children } = props
  const { headers = {} } = props
  const byline = lessonByline(headers)
  useSyncExternalStore(tree.subscribe, tree.getVersion)
  const heading = useId()
  // The lesson's position nearest the board's: the board's own, or where the learner left it.
  let anchor: GameNode | null = tree.current
  while (anchor && !inLesson(anchor)) anchor = anchor.parent
  const at = anchor ?? root
  const previous = anchor === null ? null : anchor !== tree.current ? anchor : anchor.parent
  const next = at.children.find(inLesson)
  // Each move shown by a step or a pick is said once, as a played move is (issue 59).
  const [stepped, setStepped] = useState('')
  const step = (to: GameNode | null | undefined) => {
    if (!to) return
    onShow(to)
    setStepped(spokenStep(to))
  }
  /** The main line's first and last moves (Home and End). */
  const firstMove = root.children.find(inLesson)
  let lastMove = firstMove
  for (let on = lastMove?.children.find(inLesson); on; on = on.children.find(inLesson))
    lastMove = on
  const keys: Record<string, GameNode | null | undefined> = {
    ArrowLeft: previous,
    ArrowRight: next,
    Home: firstMove,
    End: lastMove,
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return
    if (!Object.hasOwn(keys, event.key)) return
    event.preventDefault()
    step(keys[event.key])
  }
  return (
    // The region takes the arrow keys its buttons do not use (the keys work from any of them).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className="lesson" aria-labelledby={heading} onKeyDown={onKeyDown}>
      <h3 id={heading}>{props.names?.heading ?? t('Lesson')}</h3>
      {byline && <p className="lesson-byline">{byline}</p>}
      <div className="lesson-steps">
        <button
          type="button"
          className="button button-secondary"
          disabled={!previous}
          onClick={() => step(previous)}
        >
          {t('Previous move')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!next}
          onClick={() => step(next)}
        >
          {t('Next move')}
        </button>
      </div>
      {children}
      <LessonMoves
        root={root}
        current={tree.current}
        inLesson={inLesson}
        onPick={step}
        focusable={anchor && anchor !== root ? anchor : undefined}
        result={RESULTS.includes(headers.Result ?? '') ? headers.Result : undefined}
        onJump={onJump}
        label={props.names?.list}
      />
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {stepped}
      </p>
    </section>
  )
}
