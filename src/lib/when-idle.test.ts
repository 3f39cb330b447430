import { afterEach, expect, test, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => vi.useRealTimers())

test('without an idle callback the work runs after the fallback delay', () => {
  vi.useFakeTimers()
  const work = vi.fn()
  whenIdle(work, 1500)
  vi.advanceTimersByTime(1499)
  expect(work).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(work).toHaveBeenCalledOnce()
})

test('cancelled, the work never runs (an unmounted screen sets no state)', () => {
  vi.useFakeTimers()
  const work = vi.fn()
  const cancel = whenIdle(work, 1500)
  cancel()
  vi.advanceTimersByTime(5000)
  expect(work).not.toHaveBeenCalled()
})

test('with an idle callback it is used, and cancelled through it', () => {
  const cancelIdleCallback = vi.fn()
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn(() => 7),
  )
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
  const cancel = whenIdle(() => undefined, 1500)
  expect(window.requestIdleCallback).toHaveBeenCalledOnce()
  cancel()
  expect(cancelIdleCallback).toHaveBeenCalledWith(7)
})
