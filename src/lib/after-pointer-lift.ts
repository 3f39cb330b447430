// A move made by a click or a touch on the drawn board lands on the press. What the page does
// in answer (a button taking the focus, a result scrolled into view) must wait until the finger
// or button is lifted: a page that moves under the pointer makes the board take the release for
// another square, or none (issue 59: cm-chessboard's "invalid square null" in guess mode).

let pressed = false
if (typeof document !== 'undefined') {
  const lift = () => (pressed = false)
  document.addEventListener('pointerdown', () => (pressed = true), true)
  document.addEventListener('pointerup', lift, true)
  document.addEventListener('pointercancel', lift, true)
}

/**
 * Runs `then` now when no pointer is pressed, else just after it is lifted (once the release's
 * own handlers, the board's among them, have run). Returns what cancels a run still waiting.
 */
export function afterPointerLift(then: () => void): () => void {
  if (!pressed) {
    then()
    return () => {}
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const lifted = () => {
    stopWaiting()
    timer = setTimeout(then, 0)
  }
  const stopWaiting = () => {
    document.removeEventListener('pointerup', lifted)
    document.removeEventListener('pointercancel', lifted)
  }
  document.addEventListener('pointerup', lifted)
  document.addEventListener('pointercancel', lifted)
  return () => {
    stopWaiting()
    clearTimeout(timer)
  }
}
