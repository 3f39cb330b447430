import { t } from '@/i18n/translate'

const WORKER_URL = `/sw.js?v=${__BUILD_ID__}`
const READY_TIMEOUT_MS = 15_000

export class BackendUnavailableError extends Error {
  /**
   * A `message` given as a function is said when it is read, in the page's language then: the
   * back end starts before a language's words have loaded.
   */
  constructor(message: string | (() => string)) {
    super(typeof message === 'string' ? message : undefined)
    this.name = 'BackendUnavailableError'
    if (typeof message !== 'string') Object.defineProperty(this, 'message', { get: message })
  }
}

let ready: Promise<void> | undefined

/**
 * Registers the in-browser back end's service worker and resolves once this build's worker controls
 * the page. The first render does not wait for it; the api-client does.
 */
export function startBackend(): Promise<void> {
  ready ??= registerWorker()
  return ready
}

async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    throw new BackendUnavailableError(() =>
      t(
        'Gambit needs service workers, which this browser or window does not allow (some private windows block them).',
      ),
    )
  }
  const container = navigator.serviceWorker
  const isCurrent = (worker: ServiceWorker | null | undefined) =>
    Boolean(worker?.scriptURL.endsWith(WORKER_URL))
  // This build's worker already answers (registered on an earlier visit): registering again would
  // wait in the registration's queue behind the browser's own update check, 2–3 s in one load of
  // three, every API call with it (docs/performance.md, "The second registration").
  if (isCurrent(container.controller)) return
  const registration = await container.register(WORKER_URL, {
    type: 'module',
    scope: '/',
    updateViaCache: 'none',
  })

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new BackendUnavailableError(() =>
            t('The in-browser back end did not start. Reload the page to try again.'),
          ),
        ),
      READY_TIMEOUT_MS,
    )
    const settle = () => {
      if (!isCurrent(container.controller)) return false
      clearTimeout(timer)
      container.removeEventListener('controllerchange', settle)
      resolve()
      return true
    }
    // After a hard reload the active worker does not control the page until it is asked to.
    const askForClaim = () => {
      if (!settle() && isCurrent(registration.active))
        registration.active?.postMessage({ type: 'claim' })
    }
    container.addEventListener('controllerchange', settle)
    registration.addEventListener('updatefound', () => {
      registration.installing?.addEventListener('statechange', askForClaim)
    })
    askForClaim()
  })
}
