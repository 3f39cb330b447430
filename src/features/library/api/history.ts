import { api } from '@/lib/api-client'
import type { Video } from '@/types/api'
import { useListMutation } from './list-mutation'

type HistoryResponse = { history: Video[] }

// History failures are only logged (SPEC.md §8), so none of these has a toast.
export const useAddToHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    request: async (video: Video) =>
      (await api.post<HistoryResponse>('/user/history', { video })).history,
  })

export const useRemoveFromHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    request: async (videoId: string) =>
      (await api.delete<HistoryResponse>(`/user/history/${encodeURIComponent(videoId)}`)).history,
  })

export const useClearHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    request: async () => (await api.delete<HistoryResponse>('/user/history/all')).history,
  })
