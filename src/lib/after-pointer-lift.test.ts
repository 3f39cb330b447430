import { afterEach, expect, test, vi } from 'vitest'
import { afterPointerLift } from './after-pointer-lift'

// What answers a click on the board waits for the release (issue 59), and only then.

afterEach(() => {
  document.dispatchEvent(new Event('pointerup'))
  vi.useRealTimers()
})

test('with no pointer pressed, it runs at once', () => {
  const run = vi.fn()
  afterPointerLift(run)
  expect(run).toHaveBeenCalledOnce()
})

test('while a pointer is pressed, it runs just after the release, once', () => {
  vi.useFakeTimers()
  const run = vi.fn()
  document.dispatchEvent(new Event('pointerdown'))
  afterPointerLift(run)
  vi.runAllTimers()
  expect(run).not.toHaveBeenCalled()
  document.dispatchEvent(new Event('pointerup'))
  expect(run, 'after the release’s own handlers').not.toHaveBeenCalled()
  vi.runAllTimers()
  document.dispatchEvent(new Event('pointerup'))
  vi.runAllTimers()
  expect(run).toHaveBeenCalledOnce()
})

test('a cancelled pointer counts as lifted; a run cancelled before the release never comes', () => {
  vi.useFakeTimers()
  const [kept, cancelled] = [vi.fn(), vi.fn()]
  document.dispatchEvent(new Event('pointerdown'))
  afterPointerLift(kept)
  afterPointerLift(cancelled)()
  document.dispatchEvent(new Event('pointercancel'))
  vi.runAllTimers()
  expect(kept).toHaveBeenCalledOnce()
  expect(cancelled).not.toHaveBeenCalled()
})
