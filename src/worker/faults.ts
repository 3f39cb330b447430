import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod/mini'
import { HttpError } from '@/api/http/error-answers'

/**
 * Test-only faults: the next matching requests fail with the given status. Playwright cannot
 * stub /api (the worker answers first), so tests ask the worker's back end itself. Kept in memory only, and
 * compiled only into test and bench builds (docs/testing.md).
 */
export const FaultSchema = z.object({
  method: z.enum(['GET', 'POST', 'DELETE', 'PUT', 'PATCH']),
  /** A path prefix such as "/api/user/watchlater". */
  path: z.string().check(z.startsWith('/api/')),
  status: z.int().check(z.gte(400), z.lte(599)),
  times: z._default(z.int().check(z.gte(1), z.lte(100)), 1),
})
export type Fault = z.infer<typeof FaultSchema>

export const FaultMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inject-fault'), fault: FaultSchema }),
  z.object({ type: z.literal('clear-faults') }),
])

export class Faults {
  #pending: Fault[] = []

  add(fault: Fault): void {
    this.#pending.push({ ...fault })
  }

  clear(): void {
    this.#pending = []
  }

  /** The fault for this request, if one is waiting; each use counts down its `times`. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#pending.find((f) => f.method === method && path.startsWith(f.path))
    if (!fault) return undefined
    fault.times -= 1
    if (fault.times === 0) this.#pending = this.#pending.filter((f) => f !== fault)
    return fault
  }

  /** Fails the request when a fault waits for it: a 4xx as given, a 5xx as a crash would. */
  check(method: string, path: string): void {
    const fault = this.take(method, path)
    if (!fault) return
    if (fault.status >= 500) throw new Error('Injected fault')
    throw new HttpError(fault.status as ContentfulStatusCode, 'Injected fault')
  }

  /** Answers a fault message from a test; false when the message is not one. */
  handle(message: unknown): boolean {
    const parsed = FaultMessageSchema.safeParse(message)
    if (!parsed.success) return false
    if (parsed.data.type === 'inject-fault') this.add(parsed.data.fault)
    else this.clear()
    return true
  }
}
