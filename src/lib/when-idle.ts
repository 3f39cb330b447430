/**
 * Runs `work` once the browser is idle (after `fallbackMs` where it has no idle callback) and
 * returns the cancel: effects return it, so work never runs for a page (or a test) already gone.
 * `atMostMs` bounds the wait on a page that never idles, for work the learner waits for.
 */
export function whenIdle(work: () => void, fallbackMs: number, atMostMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(work, atMostMs ? { timeout: atMostMs } : undefined)
    return () => window.cancelIdleCallback(idle)
  }
  const timer = window.setTimeout(work, fallbackMs)
  return () => window.clearTimeout(timer)
}
