/**
 * A prerendered page's controls do nothing until the app runs them (styles/base.css,
 * docs/architecture.md). The page is ready when the app has hydrated and so have its lazily
 * loaded parts: the search box, and the routed screen, whose own form (the login's, say) is the
 * prerendered HTML until its code arrives; then `html[data-ready]` is set.
 */
type Part = 'app' | 'search' | 'screen'
const waiting = new Set<Part>(['app', 'search', 'screen'])

export function markReady(part: Part): void {
  waiting.delete(part)
  if (waiting.size === 0) document.documentElement.dataset.ready = ''
}
