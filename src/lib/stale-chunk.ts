const RELOADED_AT = 'gambit:stale-chunk-reload'
// A second failure this soon after the reload is a real outage, not a deploy: show the error.
const RETRY_AFTER_MS = 10_000

/** A dynamic import that failed to load (the chunk of an older build is gone after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|module script|preload CSS/i.test(
    message,
  )
}

/**
 * Reloads the page once to pick up the new build's chunks; false (no reload) when the page was
 * just reloaded for this reason, so a broken deploy shows an error instead of looping.
 */
export function reloadOnceForStaleChunk(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0)
    if (Date.now() - last < RETRY_AFTER_MS) return false
    sessionStorage.setItem(RELOADED_AT, String(Date.now()))
  } catch {
    return false // without sessionStorage a reload could loop
  }
  window.location.reload()
  return true
}

/** Vite reports a failed preload of a lazy route's chunk with this event (docs/architecture.md). */
export function watchForStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault()
  })
}
