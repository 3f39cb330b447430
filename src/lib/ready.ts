/**
 * A prerendered page's controls do nothing until the app runs them (styles/base.css,
 * docs/architecture.md). The page is ready when the app has hydrated and so has its lazily
 * loaded search box, the last part of every page to come alive; then `html[data-ready]` is set.
 */
type Part = 'app' | 'search'
const waiting = new Set<Part>(['app', 'search'])

export function markReady(part: Part): void {
  waiting.delete(part)
  if (waiting.size === 0) document.documentElement.dataset.ready = ''
}
