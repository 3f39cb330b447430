/**
 * Which back end answers this page's /api (docs/architecture.md, "Beyond one browser"): the
 * in-browser one (a service worker over IndexedDB, the default), or the Node server, which marks
 * the pages it serves with `<meta name="gambit-backend" content="server">`. One build runs both ways.
 */
export type BackendKind = 'in-browser' | 'server'

export function backendKind(): BackendKind {
  if (typeof document === 'undefined') return 'in-browser'
  const flag = document.querySelector('meta[name="gambit-backend"]')?.getAttribute('content')
  return flag === 'server' ? 'server' : 'in-browser'
}

/**
 * On the server no worker may answer for it: one left by an earlier visit to this origin would
 * keep serving its own IndexedDB data. Resolves once every registration is gone.
 */
export async function leaveInBrowserBackend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => [])
  await Promise.all(registrations.map((registration) => registration.unregister()))
}
