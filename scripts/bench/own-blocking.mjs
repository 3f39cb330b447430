/** Lighthouse's simulated mobile CPU: four times slower than the machine's. */
const SLOWDOWN = 4
/** A task blocks for what it takes over 50 ms (the long-task threshold). */
const LONG_TASK_MS = 50

/**
 * The blocking time of the page's own work in one Lighthouse run, from the trace it observed:
 * each task of the page's main thread after the first paint, counted by the time that thread
 * spent on a core (`tdur`), slowed four times, beyond 50 ms. Lighthouse's TBT counts the same tasks
 * by the clock, so on this machine's 2 cores a short task that waited for a core (beside the
 * browser, the worker and Lighthouse itself) counts as blocking (docs/performance.md, "The video
 * page, sixth step"). NaN when the trace has no first paint.
 */
export function ownBlocking(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint')
  const main = traceEvents.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint?.pid &&
      event.args?.name === 'CrRendererMain',
  )
  if (!paint || !main) return NaN
  const tasks = traceEvents.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === main.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.ts > paint.ts,
  )
  const blocking = (micros) => Math.max(0, (micros / 1000) * SLOWDOWN - LONG_TASK_MS)
  return tasks.reduce((total, task) => total + blocking(task.tdur ?? task.dur), 0)
}
