import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { whenIdle } from '@/lib/when-idle'
import './board-section.css'
import { t } from '@/i18n/translate'

/** Where the board goes: beside the player on a wide screen, under the title and actions else. */
export const BESIDE_THE_PLAYER = '(min-width: 64rem)'
export type BoardPlace = 'beside' | 'below'

const placeNow = (): BoardPlace =>
  typeof window.matchMedia === 'function' && window.matchMedia(BESIDE_THE_PLAYER).matches
    ? 'beside'
    : 'below'

const watchPlace = (changed: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(BESIDE_THE_PLAYER)
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}

/** The place the board is shown in now; null while hydrating (the server knows no width). */
const useBoardPlace = (): BoardPlace | null =>
  useSyncExternalStore(watchPlace, placeNow, () => null)

type BoardSectionProps = {
  place: BoardPlace
  /** A drill's question, above the board that takes its answer. */
  prompt?: ReactNode
  /** Counts the times the screen wants the board in view (a drill being made, far below it). */
  reveal?: number
  /** The board, made in the place shown only (its code loads after the first paint). */
  children: ReactNode
}

/**
 * True once the browser has idled after the page came: the board's code is asked for then, never
 * in the task that hydrates the page (docs/performance.md, "The video page's main thread").
 */
function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false)
  // A page that never idles still gets its board, a second after it came.
  useEffect(() => whenIdle(() => setIdle(true), 0, 1000), [])
  return idle
}

export type Toggle = { on: boolean; onChange: (on: boolean) => void }

function Check({ label, toggle }: { label: string; toggle: Toggle }) {
  return (
    <label className="board-follow">
      <input
        type="checkbox"
        checked={toggle.on}
        onChange={(event) => toggle.onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

/**
 * The video page's "Board" (docs/product.md, "A board beside every video"). The page has a
 * place for it on each layout; the stylesheet shows one, and only the shown one gets the board.
 * Until then each keeps the board's box, so the page does not shift when it comes.
 */
export function BoardSection(props: BoardSectionProps) {
  const { place, prompt, reveal = 0, children } = props
  const now = useBoardPlace()
  const shown = now === place
  const idle = useIdleSinceMount()
  const heading = useId()
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    // Below the video the board is far above the notes; beside it, it stays near the top.
    if (reveal > 0 && shown && place === 'below')
      section.current?.scrollIntoView?.({ block: 'start' })
    // On each new request only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal])
  // A name needs a role: axe refuses aria-label on a bare div (seen as the board's code loads).
  const waiting = (
    <div className="board-frame" role="status" aria-busy="true" aria-label={t('Loading board')} />
  )
  return (
    <section
      ref={section}
      className={`board-section board-${place}`}
      aria-labelledby={heading}
      // Once the width is known, the other place leaves the page, stylesheet or not.
      hidden={now !== null && !shown}
    >
      <h2 id={heading}>{t('Board')}</h2>
      {prompt}
      {shown && idle ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
    </section>
  )
}

/**
 * "Follow the video" (a lesson, or a signed-in learner's notes) and "Quiz me while I watch" (their
 * drills), when the screen offers them: under the drawn board, which they come with, so that
 * nothing above the board moves when it loads (docs/performance.md).
 */
export function BoardOptions({ follow, quiz }: { follow?: Toggle; quiz?: Toggle }) {
  if (!follow && !quiz) return null
  return (
    <div className="board-options">
      {follow && <Check label={t('Follow the video')} toggle={follow} />}
      {quiz && <Check label={t('Quiz me while I watch')} toggle={quiz} />}
    </div>
  )
}
