import { t } from '@/i18n/translate'
import type { ControlMessage, ControlReply } from '@/shared/worker-protocol'
import { BackendUnavailableError } from './backend'

// Loaded once the back end runs (main.tsx), not with the first visit's JavaScript.

/** Posts a control message to the worker that controls the page and waits for its answer. */
export async function askWorker(message: ControlMessage): Promise<ControlReply> {
  const controller = navigator.serviceWorker?.controller
  if (!controller) throw new BackendUnavailableError(t('The in-browser back end is not running.'))
  const channel = new MessageChannel()
  const reply = new Promise<ControlReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<ControlReply>) => resolve(event.data)
  })
  controller.postMessage(message, [channel.port2])
  return reply
}

/**
 * Once the back end runs: its worker keeps the build for offline use, a newer build is looked
 * for whenever the page comes back into view, and `onNewVersion` is called when one takes over
 * this page (docs/product.md, "Offline").
 */
export function keepBuildAndWatchForUpdates(onNewVersion: () => void): void {
  const container = navigator.serviceWorker
  void askWorker({ type: 'precache' }).catch(() => undefined)
  container.addEventListener('controllerchange', () => {
    void askWorker({ type: 'version' }).then(
      (reply) => {
        if (reply.ok && reply.buildId && reply.buildId !== __BUILD_ID__) onNewVersion()
      },
      () => undefined,
    )
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible')
      void container.getRegistration().then((registration) => registration?.update())
  })
}
