import type { Chessboard } from 'cm-chessboard/src/Chessboard.js'

/**
 * The learner's first gesture on the board's picture goes to the board drawn in its place
 * (docs/decisions/042-the-board-as-a-picture.md): focus moves to it, and a press or a touch is
 * made again on its square, where cm-chessboard listens. `draw` draws the board at once and hides
 * the picture; `done` removes the picture. Returns what stops listening.
 */
export function handOver(
  picture: HTMLElement,
  draw: () => Chessboard | undefined,
  done: () => void,
): () => void {
  /** The same press on what is now under it; a press the board takes does not scroll either. */
  const pressAgain = (real: Event, point: { clientX: number; clientY: number }, copy: Event) => {
    // jsdom has no hit testing: nothing is pressed again there.
    const target = document.elementFromPoint?.(point.clientX, point.clientY)
    if (target && !target.dispatchEvent(copy)) real.preventDefault()
  }
  const onFocus = () => {
    const made = draw()
    if (!made) return
    done()
    made.view.svg.focus()
  }
  const onMouseDown = (event: MouseEvent) => {
    if (!draw()) return
    const { clientX, clientY, button } = event
    if (button === 0)
      pressAgain(
        event,
        event,
        new MouseEvent('mousedown', { bubbles: true, cancelable: true, clientX, clientY, button }),
      )
    done()
  }
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    if (!draw() || !touch) return
    pressAgain(
      event,
      touch,
      new TouchEvent('touchstart', {
        bubbles: true,
        cancelable: true,
        touches: [...event.touches],
        targetTouches: [...event.targetTouches],
        changedTouches: [...event.changedTouches],
      }),
    )
    // The touch's later events still go to the picture, and from it to the board's listeners
    // on the window: it stays, hidden, until the touch ends.
    const ended = () => {
      removeEventListener('touchend', ended)
      removeEventListener('touchcancel', ended)
      done()
    }
    addEventListener('touchend', ended)
    addEventListener('touchcancel', ended)
  }
  picture.addEventListener('focusin', onFocus)
  picture.addEventListener('mousedown', onMouseDown)
  picture.addEventListener('touchstart', onTouchStart, { passive: false })
  return () => {
    picture.removeEventListener('focusin', onFocus)
    picture.removeEventListener('mousedown', onMouseDown)
    picture.removeEventListener('touchstart', onTouchStart)
  }
}
