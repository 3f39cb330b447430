import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from '@/app/app'
import { AppProviders } from '@/app/providers'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { configureApiClient } from '@/lib/api-client'
import { startBackend } from '@/lib/backend'
import { watchForStaleChunks } from '@/lib/stale-chunk'
import '@/styles/tokens.css'
import '@/styles/base.css'

watchForStaleChunks()
// The shell paints at once; only API calls wait for the worker.
const backendReady = startBackend()
backendReady.catch(() => undefined) // shown by <BackendStatus/>; API calls reject with it too
configureApiClient({ ready: backendReady })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary headingLevel={1}>
      <BrowserRouter>
        <AppProviders>
          <App />
        </AppProviders>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
)
