import { expect, test } from 'vitest'
import { requestsFirst, type RequestsFirst } from './requests-first'

// Background work goes between requests (docs/decisions/041-background-work-between-requests.md).

const settled = async <T>(promise: Promise<T>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

/** A request being answered until `end()`. */
function answered(requests: RequestsFirst) {
  let end = () => undefined as void
  const answer = requests.answer(() => new Promise<void>((resolve) => (end = resolve)))
  return { end: () => end(), answer }
}

test('background work goes at once when no request is being answered', async () => {
  expect(await settled(requestsFirst().pause())).toBe(true)
})

test('background work waits until the requests being answered end', async () => {
  const requests = requestsFirst(60_000)
  const first = answered(requests)
  const second = answered(requests)
  const pause = requests.pause()
  first.end()
  expect(await settled(pause)).toBe(false)
  second.end()
  expect(await settled(pause)).toBe(true)
  await Promise.all([first.answer, second.answer])
})

test('a request that fails ends as well', async () => {
  const requests = requestsFirst(60_000)
  await expect(requests.answer(async () => Promise.reject(new Error('refused')))).rejects.toThrow()
  expect(await settled(requests.pause())).toBe(true)
})

test('a request waiting for the background work does not hold it back, then counts again', async () => {
  const requests = requestsFirst(60_000)
  let finish = () => undefined as void
  const work = new Promise<void>((resolve) => (finish = resolve))
  let pausedAfterWork: Promise<void> | undefined
  const request = requests.answer(async () => {
    const waited = requests.awaiting(work)
    // While it waits, the work's next step may go.
    expect(await settled(requests.pause())).toBe(true)
    await waited
    pausedAfterWork = requests.pause()
  })
  finish()
  await request
  expect(pausedAfterWork).toBeDefined()
  expect(await settled(pausedAfterWork!)).toBe(true)
})

test('requests without end still let background work go after the longest wait', async () => {
  const requests = requestsFirst(5)
  const busy = answered(requests)
  const pause = requests.pause()
  expect(await settled(pause)).toBe(true)
  busy.end()
})
