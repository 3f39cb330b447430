import type { BackEndControls } from '@/api/store/port'
import type { TrafficEntry } from '@/shared/traffic'
import type { ControlMessage, ControlReply } from '@/shared/worker-protocol'

/** Answers the request tester's controls: the back end's delay, "Reset demo data", App traffic. */
export async function runControl(
  { store, traffic }: { store: BackEndControls; traffic: () => TrafficEntry[] },
  message: Exclude<ControlMessage, { type: 'claim' | 'precache' | 'version' }>,
): Promise<ControlReply> {
  try {
    switch (message.type) {
      case 'get-delay':
        return { ok: true, delayMs: await store.delay() }
      case 'set-delay':
        return { ok: true, delayMs: await store.setDelay(message.ms) }
      case 'reset':
        await store.reset()
        return { ok: true }
      case 'traffic':
        return { ok: true, traffic: traffic() }
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
