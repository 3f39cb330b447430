// Background work (the shipped puzzles' load, ../puzzles/shipped.ts) goes between requests, not
// among them: in the worker a request waited behind its transactions and shared the thread with
// it, and "Train this lesson" took twice its time while it ran (docs/decisions/041).

/** The longest a step of background work waits for a pause: a busy server still ends it. */
const LONGEST_WAIT_MS = 500

export type RequestsFirst = ReturnType<typeof requestsFirst>

/** One app's requests being answered, and background work that waits for a pause in them. */
export function requestsFirst(longestWait = LONGEST_WAIT_MS) {
  let answering = 0
  const waiting = new Set<() => void>()
  const settle = () => {
    if (answering <= 0) for (const go of [...waiting]) go()
  }
  return {
    /** Answers one request: background work waits until none is being answered. */
    async answer<T>(work: () => Promise<T>): Promise<T> {
      answering++
      try {
        return await work()
      } finally {
        answering--
        settle()
      }
    },
    /** A request that waits for the background work itself does not hold it back. */
    async awaiting<T>(work: Promise<T>): Promise<T> {
      answering--
      settle()
      try {
        return await work
      } finally {
        answering++
      }
    },
    /** Resolves once no request is being answered, or after the longest wait. */
    pause(): Promise<void> {
      if (answering <= 0) return Promise.resolve()
      return new Promise((resolve) => {
        const go = () => {
          clearTimeout(timer)
          waiting.delete(go)
          resolve()
        }
        const timer = setTimeout(go, longestWait)
        waiting.add(go)
      })
    },
  }
}
