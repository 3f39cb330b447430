import * as z from 'zod/mini'
import { readStored, writeStored } from '@/lib/storage'
import { isSecretHeaderName, REDACTED } from '@/shared/traffic'
import { METHODS, type HeaderRow, type TesterRequest } from './send-request'

const HISTORY_KEY = 'GAMBIT_TESTER_HISTORY'
export const HISTORY_LIMIT = 20

/** A header row as stored (the history here, the form in tester-form.ts). */
export const HeaderRowSchema = z.object({
  id: z.number(),
  enabled: z.boolean(),
  name: z.string(),
  value: z.string(),
})

const EntrySchema = z.object({
  method: z.enum(METHODS),
  endpoint: z.string(),
  headers: z.array(HeaderRowSchema),
  body: z.string(),
  status: z.optional(z.number()),
  at: z.number(),
})
export type HistoryEntry = z.infer<typeof EntrySchema>

const HistorySchema = z.array(EntrySchema)
const isHistory = (value: unknown): value is HistoryEntry[] =>
  HistorySchema.safeParse(value).success

export const isSecretHeader = (row: HeaderRow) => isSecretHeaderName(row.name)

/** Only a {{variable}} (maybe after "Bearer "): no secret in it, and worth keeping. */
const PLACEHOLDER_ONLY = /^(Bearer\s+)?\{\{\s*[\w.-]+\s*\}\}$/

/** A token never reaches storage, where it would outlive logout. */
export const redactRows = (headers: HeaderRow[]): HeaderRow[] =>
  headers.map((row) =>
    isSecretHeader(row) && row.value !== '' && !PLACEHOLDER_ONLY.test(row.value.trim())
      ? { ...row, value: REDACTED }
      : row,
  )

/** The stored history; entries written before redaction existed are redacted and saved back. */
export function readHistory(): HistoryEntry[] {
  const stored = readStored(HISTORY_KEY, isHistory) ?? []
  const safe = stored.map((entry) => ({ ...entry, headers: redactRows(entry.headers) }))
  if (JSON.stringify(safe) !== JSON.stringify(stored)) writeStored(HISTORY_KEY, safe)
  return safe
}

/** Newest first, at most 20; the same request sent again moves to the top. */
export function recordHistory(request: TesterRequest, status: number | undefined): HistoryEntry[] {
  const entry: HistoryEntry = {
    ...request,
    headers: redactRows(request.headers),
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
