import { isRecord } from './is-record'
import type { TrafficEntry } from './traffic'

/**
 * The page and its service worker talk by messages (docs/architecture.md, "The service
 * worker"): the page posts one of these with a MessagePort (lib/worker-messages.ts), and the
 * worker answers on that port (worker/sw.ts, worker/control.ts).
 */
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
