import * as z from 'zod/mini'
import { readStored, writeStored } from '@/lib/storage'
import { METHODS, type HeaderRow, type TesterRequest } from './send-request'

const HISTORY_KEY = 'GAMBIT_TESTER_HISTORY'
export const HISTORY_LIMIT = 20

/** What the history keeps in place of a secret header's value (docs/product.md). */
export const REDACTED = '<redacted>'
const SECRET_HEADERS = /^(authorization|proxy-authorization|cookie|x-api-key)$/i

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

export const isSecretHeader = (row: HeaderRow) => SECRET_HEADERS.test(row.name.trim())

/** A token never reaches localStorage, where it would outlive logout. */
const redact = (headers: HeaderRow[]): HeaderRow[] =>
  headers.map((row) =>
    isSecretHeader(row) && row.value !== '' ? { ...row, value: REDACTED } : row,
  )

/** The stored history; entries written before redaction existed are redacted and saved back. */
export function readHistory(): HistoryEntry[] {
  const stored = readStored(HISTORY_KEY, isHistory) ?? []
  const safe = stored.map((entry) => ({ ...entry, headers: redact(entry.headers) }))
  if (JSON.stringify(safe) !== JSON.stringify(stored)) writeStored(HISTORY_KEY, safe)
  return safe
}

/** Newest first, at most 20; the same request sent again moves to the top. */
export function recordHistory(request: TesterRequest, status: number | undefined): HistoryEntry[] {
  const entry: HistoryEntry = {
    ...request,
    headers: redact(request.headers),
    status,
    at: Date.now(),
  }
  const same = (other: HistoryEntry) =>
    other.method === entry.method &&
    other.endpoint === entry.endpoint &&
    other.body === entry.body &&
    JSON.stringify(other.headers) === JSON.stringify(entry.headers)
  const next = [entry, ...readHistory().filter((other) => !same(other))].slice(0, HISTORY_LIMIT)
  writeStored(HISTORY_KEY, next)
  return next
}
