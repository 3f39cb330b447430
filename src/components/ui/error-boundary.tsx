import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError, reloadOnceForStaleChunk } from '@/lib/stale-chunk'

type ErrorBoundaryProps = {
  children: ReactNode
  /** A change (e.g. the route) clears the error, so navigating away recovers. */
  resetKey?: string
  /** The page's headline level: 1 when the boundary replaces a whole page. */
  headingLevel?: 1 | 2
}

type ErrorBoundaryState = { error: unknown; resetKey?: string }

/**
 * A render error shows "Something went wrong" with "Reload" instead of a blank page; around the
 * routed page it leaves the header and sidebar usable (docs/product.md, "Never a blank page").
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // After a deploy, the old build's lazy chunks are gone: fetch the new build once.
    if (isChunkLoadError(error) && reloadOnceForStaleChunk()) return
    console.warn('Gambit: a part of the page failed to render', error, info.componentStack)
  }

  render() {
    if (this.state.error === null) return this.props.children
    const Heading = this.props.headingLevel === 1 ? 'h1' : 'h2'
    return (
      <section className="error-panel" role="alert">
        <Heading>Something went wrong</Heading>
        <p>This part of the page could not be shown. Reloading usually fixes it.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    )
  }
}
