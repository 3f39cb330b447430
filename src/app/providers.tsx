import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { ThemeProvider } from '@/features/theme/theme-context'
import { provideQueryClient } from '@/lib/query-client'

// Toasts only ever follow an action: their code is not part of the first visit.
const ToastRegion = lazy(() =>
  import('@/components/ui/toast').then(({ ToastRegion }) => ({ default: ToastRegion })),
)

/**
 * The app's providers. In the browser the query client loads when a screen first reads data
 * (lib/query-client.ts); the build's prerender and tests hand theirs in.
 */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  useState(() => queryClient && provideQueryClient(queryClient))
  const page = (
    <ThemeProvider>
      {children}
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </ThemeProvider>
  )
  return queryClient ? <QueryClientProvider client={queryClient}>{page}</QueryClientProvider> : page
}
