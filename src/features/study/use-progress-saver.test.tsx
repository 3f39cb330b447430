import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { configureApiClient } from '@/lib/api-client'
import { SAVE_EVERY_MS, useProgressSaver } from './use-progress-saver'

// "One request at a time per video, never a storm" (docs/product.md, "Watch and study").

type Sent = { body: { positionSeconds: number }; keepalive: boolean; answer: () => void }

function fakeBackend() {
  const sent: Sent[] = []
  let open = 0
  let mostOpen = 0
  configureApiClient({
    ready: Promise.resolve(),
    fetch: (_url, init) =>
      new Promise<Response>((resolve) => {
        open++
        mostOpen = Math.max(mostOpen, open)
        const body = JSON.parse(String(init?.body)) as Sent['body']
        sent.push({
          body,
          keepalive: init?.keepalive === true,
          answer: () => {
            open--
            resolve(
              Response.json({
                progress: { videoId: 'v', ...body, durationSeconds: 600, updatedAt: 'now' },
              }),
            )
          },
        })
      }),
  })
  return { sent, mostOpen: () => mostOpen }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
)

afterEach(() => {
  vi.useRealTimers()
})

test('saves every 10 s while playing and on pause, one request at a time, only the newest waiting', async () => {
  vi.useFakeTimers()
  const backend = fakeBackend()
  let time = 0
  const player = { currentTime: () => time, duration: () => 600 }
  const { result } = renderHook(() => useProgressSaver('user-1', 'v'), { wrapper })
  act(() => result.current('playing', player))
  time = 10
  await act(() => vi.advanceTimersByTimeAsync(SAVE_EVERY_MS))
  expect(backend.sent.map((s) => s.body.positionSeconds)).toEqual([10])
  // The first save has not been answered: later ones wait, and only the newest is kept.
  time = 20
  await act(() => vi.advanceTimersByTimeAsync(SAVE_EVERY_MS))
  time = 25.37
  act(() => result.current('paused', player))
  expect(backend.sent).toHaveLength(1)
  await act(async () => backend.sent[0]!.answer())
  await act(() => vi.advanceTimersByTimeAsync(0))
  expect(backend.sent.map((s) => s.body.positionSeconds)).toEqual([10, 25.3])
  expect(backend.mostOpen()).toBe(1)
  // Paused: nothing more is sent.
  await act(() => vi.advanceTimersByTimeAsync(3 * SAVE_EVERY_MS))
  expect(backend.sent).toHaveLength(2)
})

test('hiding the page sends the position with keepalive; a visitor saves nothing', async () => {
  const backend = fakeBackend()
  const player = { currentTime: () => 42, duration: () => 600 }
  const { result } = renderHook(() => useProgressSaver('user-1', 'v'), { wrapper })
  act(() => result.current('playing', player))
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  await act(() => Promise.resolve())
  expect(backend.sent.map((s) => [s.body.positionSeconds, s.keepalive])).toEqual([[42, true]])
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })

  const visitor = renderHook(() => useProgressSaver(null, 'v'), { wrapper })
  act(() => visitor.result.current('paused', player))
  await act(() => Promise.resolve())
  expect(backend.sent).toHaveLength(1)
})
