// Work written as a generator that yields between its steps (a move replayed, a guess judged):
// the page and the tests run it to its end at once; the back end runs it in slices, giving
// other requests a turn between them (api/http/in-slices.ts, docs/performance.md, "No request
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
