import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { ThemeProvider } from '@/features/theme/theme-context'
import { ToastRegion } from '@/components/ui/toast'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The back end lives in this browser: data changes only through our own mutations.
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    },
  })
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <ToastRegion />
      </ThemeProvider>
    </QueryClientProvider>
  )
}
