import type { QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { markReady } from '@/lib/ready'
import { App } from './app'
import { AppProviders } from './providers'

type RootProps = { Router: ComponentType<{ children: ReactNode }>; queryClient?: QueryClient }

/** The whole page: the same tree in the browser (main.tsx) and in the build (entry-server). */
export function Root({ Router, queryClient }: RootProps) {
  useEffect(() => markReady('app'), [])
  return (
    <StrictMode>
      <ErrorBoundary>
        <Router>
          <AppProviders queryClient={queryClient}>
            <App />
          </AppProviders>
        </Router>
      </ErrorBoundary>
    </StrictMode>
  )
}
