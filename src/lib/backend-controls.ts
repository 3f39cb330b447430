import { t } from '@/i18n/translate'
import type { ControlMessage } from '@/shared/worker-protocol'
import { startBackend } from './backend'
import { backendKind } from './backend-kind'
import { askWorker } from './worker-messages'

// Apart from lib/backend.ts so that only the request tester's chunk carries it.

async function control(message: ControlMessage) {
  await startBackend()
  const reply = await askWorker(message)
  if (!reply.ok) throw new Error(reply.error)
  return reply
}

const refuse = () =>
  Promise.reject(
    new Error(t('The Gambit server has no mock delay and no reset: its data is real.')),
  )

/** What the request tester may ask of the worker; on the Node server, none of it exists. */
export const backendControls =
  backendKind() === 'server'
    ? {
        kind: 'server' as const,
        recentTraffic: () => Promise.resolve([]),
        getDelay: refuse,
        setDelay: refuse,
        reset: refuse,
      }
    : {
        kind: 'in-browser' as const,
        recentTraffic: async () => (await control({ type: 'traffic' })).traffic ?? [],
        getDelay: async () => (await control({ type: 'get-delay' })).delayMs ?? 0,
        setDelay: async (ms: number) => (await control({ type: 'set-delay', ms })).delayMs ?? ms,
        reset: async () => void (await control({ type: 'reset' })),
      }
