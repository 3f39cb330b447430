import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { lazy, use, type ComponentType, type ReactNode } from 'react'
import { loadedQueryClient, loadQueryClient } from './query-client'

/** Gives its children the query client, suspending until its code has loaded. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext)
  if (outer) return children
  const client = loadedQueryClient() ?? use(loadQueryClient())
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/**
 * `React.lazy` for a component that reads queries: its code and the query client load
 * together, so neither waits for the other.
 */
export function lazyWithQueries<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> } | undefined>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadQueryClient()])
    // Vite hands back no module when the page is reloading for a stale chunk
    // (lib/stale-chunk.ts): wait for the reload rather than fail.
    if (!module) return new Promise<never>(() => undefined)
    const { default: Component } = module
    return {
      default: (props: Props) => (
        <WithQueryClient>
          <Component {...props} />
        </WithQueryClient>
      ),
    }
  })
}
