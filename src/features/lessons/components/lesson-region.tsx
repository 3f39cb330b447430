import { useId, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
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
}

const everything = () => true

/** Keys typed into a field are the field's, not the lesson's. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)

/**
 * The Lesson region (docs/product.md, "Lessons"): its moves, "Previous move" and "Next move"
 * along the line on the board, and ArrowLeft / ArrowRight while focus is in it.
 */
export default function LessonRegion(props: LessonRegionProps) {
  const { tree, root = tree.root, inLesson = everything, onShow, onJump, said, children } = props
  useSyncExternalStore(tree.subscribe, tree.getVersion)
  const heading = useId()
  // The lesson's position nearest the board's: the board's own, or where the learner left it.
  let anchor: GameNode | null = tree.current
  while (anchor && !inLesson(anchor)) anchor = anchor.parent
  const at = anchor ?? root
  const previous = anchor === null ? null : anchor !== tree.current ? anchor : anchor.parent
  const next = at.children.find(inLesson)
  const step = (to: GameNode | null | undefined) => {
    if (to) onShow(to)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? previous : next)
  }
  return (
    // The region takes the arrow keys its buttons do not use (the keys work from any of them).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className="lesson" aria-labelledby={heading} onKeyDown={onKeyDown}>
      <h3 id={heading}>{t('Lesson')}</h3>
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
        onPick={onShow}
        onJump={onJump}
      />
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </section>
  )
}
