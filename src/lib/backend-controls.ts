import type { ControlMessage } from '@/mock-server/control'
import { startBackend } from './backend'
import { askWorker } from './worker-messages'

// Apart from lib/backend.ts so that only the request tester's chunk carries it.

async function control(message: ControlMessage) {
  await startBackend()
  const reply = await askWorker(message)
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
