import * as z from 'zod/mini'
import type { MockControls } from './store/port'

/** Messages the page sends the worker (lib/backend.ts); each is answered on its MessagePort. */
export const ControlMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('claim') }),
  z.object({ type: z.literal('get-delay') }),
  // NaN too (an empty field): the store answers why it is refused.
  z.object({ type: z.literal('set-delay'), ms: z.union([z.number(), z.nan()]) }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('routes') }),
])
export type ControlMessage = z.infer<typeof ControlMessageSchema>

export type ControlReply =
  { ok: true; delayMs?: number; routes?: string[] } | { ok: false; error: string }

export async function runControl(
  { store, routes }: { store: MockControls; routes: () => string[] },
  message: Exclude<ControlMessage, { type: 'claim' }>,
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
      case 'routes':
        return { ok: true, routes: routes() }
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
