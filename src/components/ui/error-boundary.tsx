import { Component, type ErrorInfo, type ReactNode } from 'react'
import { t } from '@/i18n/translate'
import { isChunkLoadError, reloadOnceForStaleChunk } from '@/lib/stale-chunk'

type ErrorBoundaryProps = {
  children: ReactNode
  /** A change (the route) clears the error, so navigating away recovers. Not a React `key`:
   *  remounting the page's Suspense boundary on every navigation delays each new page. */
  resetKey?: string
  /** Told once the fallback is shown (the routed page's: the page is ready all the same). */
  onError?: () => void
}
type ErrorBoundaryState = { error: unknown; resetKey?: string }

/**
 * A render error shows "Something went wrong" with "Reload" instead of a blank page; around the
 * routed page it leaves the header and sidebar usable (docs/product.md, "Never a blank page").
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // After a deploy, the old build's lazy chunks are gone: fetch the new build once.
    if (isChunkLoadError(error) && reloadOnceForStaleChunk()) return
    this.props.onError?.()
    console.warn('Gambit: a part of the page failed to render', error, info.componentStack)
  }

  render() {
    if (this.state.error === null) return this.props.children
    return (
      <section className="error-panel" role="alert">
        <h1>{t('Something went wrong')}</h1>
        <p>{t('This part of the page could not be shown. Reloading usually fixes it.')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('Reload')}
        </button>
      </section>
    )
  }
}
