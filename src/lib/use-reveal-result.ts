import { useEffect, useRef } from 'react'
import { afterPointerLift } from './after-pointer-lift'

/**
 * A result that arrives under a board (a drill's, a puzzle's): once `shown`, it is scrolled into
 * view (a phone's was under the screen's edge), and its text takes the focus only if the control
 * that had it left with the answer (the Move box), so that focus is never lost to the page
 * (issue 35). `area`: the result; `said`: its text (tabIndex -1).
 */
export function useRevealResult<Said extends HTMLElement>(shown: boolean, key: unknown) {
  const area = useRef<HTMLDivElement>(null)
  const said = useRef<Said>(null)
  useEffect(() => {
    if (!shown) return
    if (document.activeElement === document.body) said.current?.focus({ preventScroll: true })
    return afterPointerLift(() => area.current?.scrollIntoView?.({ block: 'nearest' }))
  }, [shown, key])
  return { area, said }
}
