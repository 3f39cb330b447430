import { nextTurn, turnIsDue, type InSteps } from '@/shared/in-steps'

// The back end's long work (a lesson checked or replayed, a round of guesses judged) runs in
// slices of a few milliseconds: between them every other request gets its turn, so no request
// stalls the server however large it is within the limits (docs/performance.md, "No request
// stalls the server"). Never inside a unit of work: IndexedDB ends a transaction that waits on
// anything but its own requests (docs/architecture.md, "The back end").

/** Runs stepped work to its end, a slice at a time (the back end's one budget, shared/in-steps.ts). */
export async function inSlices<T>(work: InSteps<T>): Promise<T> {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
    if (turnIsDue()) await nextTurn()
  }
}
