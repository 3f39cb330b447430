import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { configureApiClient } from '@/lib/api-client'
import { makeQueryClient } from '@/lib/make-query-client'
import type { Video } from '@/shared/entities'
import { useVideo, videosQueryOptions } from './videos'

// A video page renders from the catalogue in the cache, then reads the video again (issue 59).

const catalogued: Video = {
  _id: 'v1',
  title: 'A lesson',
  description: 'Its description',
  creator: 'Agadmator',
  category: 'Analysis',
  level: 'advanced',
  tags: ['attack'],
  lesson: true,
}

function pageWith(answer: Video) {
  configureApiClient({
    ready: Promise.resolve(),
    fetch: async () => Response.json({ video: answer }),
  })
  const client = makeQueryClient()
  client.setQueryData(videosQueryOptions().queryKey, [catalogued])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useVideo('v1'), { wrapper })
}

test('an answer equal to the catalogue’s copy keeps that copy: the page is not drawn again', async () => {
  // The same fields in another order, as the back end writes them.
  const { title, _id, ...rest } = catalogued
  const { result } = pageWith({ ...rest, _id, title })
  expect(result.current.data).toBe(catalogued)
  await waitFor(() => expect(result.current.isPlaceholderData).toBe(false))
  expect(result.current.data).toBe(catalogued)
})

test('an answer that differs from the catalogue’s copy is the one shown', async () => {
  const { result } = pageWith({ ...catalogued, title: 'Renamed by a curator' })
  await waitFor(() => expect(result.current.data?.title).toBe('Renamed by a curator'))
  expect(result.current.data?.tags).toEqual(['attack'])
})
