import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { ThemeProvider } from '@/features/theme/theme-context'

// Toasts only ever follow an action: their code is not part of the first visit.
const ToastRegion = lazy(() =>
  import('@/components/ui/toast').then(({ ToastRegion }) => ({ default: ToastRegion })),
)

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
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
