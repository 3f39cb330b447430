import * as z from 'zod/mini'
import { readStored, writeStored } from '@/lib/storage'
import { METHODS, type TesterRequest } from './send-request'

const HISTORY_KEY = 'GAMBIT_TESTER_HISTORY'
export const HISTORY_LIMIT = 20

const EntrySchema = z.object({
  method: z.enum(METHODS),
  endpoint: z.string(),
  headers: z.array(
    z.object({ id: z.number(), enabled: z.boolean(), name: z.string(), value: z.string() }),
  ),
  body: z.string(),
  status: z.optional(z.number()),
  at: z.number(),
})
export type HistoryEntry = z.infer<typeof EntrySchema>

const HistorySchema = z.array(EntrySchema)
const isHistory = (value: unknown): value is HistoryEntry[] =>
  HistorySchema.safeParse(value).success

export const readHistory = (): HistoryEntry[] => readStored(HISTORY_KEY, isHistory) ?? []

/** Newest first, at most 20; the same request sent again moves to the top. */
export function recordHistory(request: TesterRequest, status: number | undefined): HistoryEntry[] {
  const entry: HistoryEntry = { ...request, status, at: Date.now() }
  const same = (other: HistoryEntry) =>
    other.method === entry.method &&
    other.endpoint === entry.endpoint &&
    other.body === entry.body &&
    JSON.stringify(other.headers) === JSON.stringify(entry.headers)
  const next = [entry, ...readHistory().filter((other) => !same(other))].slice(0, HISTORY_LIMIT)
  writeStored(HISTORY_KEY, next)
  return next
}
