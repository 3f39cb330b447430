import type { ControlMessage, ControlReply } from '@/mock-server/control'
import { BackendUnavailableError, startBackend } from './backend'

// Apart from lib/backend.ts so that only the request tester's chunk carries it.

/** Sends a control message (delay, reset) to the worker and waits for its answer. */
export async function sendToBackend(
  message: Exclude<ControlMessage, { type: 'claim' }>,
): Promise<ControlReply> {
  await startBackend()
  const controller = navigator.serviceWorker.controller
  if (!controller) throw new BackendUnavailableError('The in-browser back end is not running.')
  const channel = new MessageChannel()
  const reply = new Promise<ControlReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<ControlReply>) => resolve(event.data)
  })
  controller.postMessage(message, [channel.port2])
  return reply
}

async function control(message: Exclude<ControlMessage, { type: 'claim' }>) {
  const reply = await sendToBackend(message)
  if (!reply.ok) throw new Error(reply.error)
  return reply
}

/** What the request tester may ask of the worker. */
export const backendControls = {
  listRoutes: async () => (await control({ type: 'routes' })).routes ?? [],
  getDelay: async () => (await control({ type: 'get-delay' })).delayMs ?? 0,
  setDelay: async (ms: number) => (await control({ type: 'set-delay', ms })).delayMs ?? ms,
  reset: async () => void (await control({ type: 'reset' })),
}
