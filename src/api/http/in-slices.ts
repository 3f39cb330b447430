import type { InSteps } from '@/shared/in-steps'

// The back end's long work (a lesson checked or replayed, a round of guesses judged) runs in
// slices of a few milliseconds: between them every other request gets its turn, so no request
// stalls the server however large it is within the limits (docs/performance.md, "No request
// stalls the server"). Never inside a unit of work: IndexedDB ends a transaction that waits on
// anything but its own requests (docs/architecture.md, "The back end").

/** How long a slice runs before the event loop gets a turn. */
const SLICE_MS = 8

/** A turn of the event loop: Node's setImmediate, or a timer where there is none (a worker). */
const { setImmediate } = globalThis as { setImmediate?: (run: () => void) => void }
const nextTurn = () =>
  new Promise<void>((resolve) => (setImmediate ? setImmediate(resolve) : setTimeout(resolve, 0)))

/** Runs stepped work to its end, a slice at a time. */
export async function inSlices<T>(work: InSteps<T>): Promise<T> {
  let sliceStarted = performance.now()
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn()
      sliceStarted = performance.now()
    }
  }
}
