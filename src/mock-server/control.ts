import { isRecord } from '@/shared/is-record'
import type { TrafficEntry } from '@/shared/traffic'
import type { MockControls } from './store/port'

/** Messages the page sends the worker (lib/backend.ts); each is answered on its MessagePort. */
export type ControlMessage =
  | { type: 'claim' }
  | { type: 'precache' }
  | { type: 'version' }
  | { type: 'get-delay' }
  | { type: 'reset' }
  | { type: 'traffic' }
  // Any value: the store answers why one is refused (an empty field sends NaN).
  | { type: 'set-delay'; ms: unknown }

const TYPES = ['claim', 'precache', 'version', 'get-delay', 'set-delay', 'reset', 'traffic']

/** The message, or null for anything else (a plain check keeps the worker small). */
export function parseControlMessage(data: unknown): ControlMessage | null {
  return isRecord(data) && TYPES.includes(data.type as string) ? (data as ControlMessage) : null
}

export type ControlReply =
  | { ok: true; delayMs?: number; traffic?: TrafficEntry[]; buildId?: string }
  | { ok: false; error: string }

export async function runControl(
  { store, traffic }: { store: MockControls; traffic: () => TrafficEntry[] },
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
