import { QueryClient } from '@tanstack/react-query'

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The back end lives in this browser: data changes only through our own mutations.
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    },
  })
}
