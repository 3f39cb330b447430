// Work written as a generator that yields between its steps (a move replayed, a guess judged):
// the page and the tests run it to its end at once; the back end runs it in slices, giving
// other requests a turn between them (api/in-slices.ts, docs/performance.md, "No request
// stalls the server").

/** Work that yields between its steps and returns its answer. */
export type InSteps<T> = Generator<void, T, void>

/** Runs stepped work to its end, at once. */
export function atOnce<T>(work: InSteps<T>): T {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}

/** How long the back end works before the event loop gets a turn (docs/performance.md). */
export const SLICE_MS = 8

/** A turn of the event loop: Node's setImmediate, or a timer where there is none (a worker). */
const { setImmediate } = globalThis as { setImmediate?: (run: () => void) => void }
const later = (run: () => void) => (setImmediate ? setImmediate(run) : setTimeout(run, 0))
export const nextTurn = () => new Promise<void>((resolve) => later(resolve))

// One budget for all the back end's work on this thread, whichever request it is for: a burst
// of twenty bodies parsed, or of fifty units of PGlite's, in one phase of the event loop held
// /healthz as one long task did. The budget starts again when the loop comes round (a marker
// set on the first check of a turn runs then).
let sliceStarted = performance.now()
let marked = false

/** Whether the back end has worked a slice since the event loop last came round. */
export function turnIsDue(): boolean {
  if (!marked) {
    marked = true
    later(() => {
      marked = false
      sliceStarted = performance.now()
    })
  }
  return performance.now() - sliceStarted >= SLICE_MS
}

/** A turn of the event loop if the back end has worked a slice without one; else nothing. */
export async function aTurnIfDue(): Promise<void> {
  if (turnIsDue()) await nextTurn()
}
