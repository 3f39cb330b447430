import type { Context } from 'hono'
import * as z from 'zod/mini'
import { MAX_BODY_DEPTH } from '@/shared/input-rules'
import { csvRecords } from '@/shared/csv'
import { aTurnIfDue } from '@/shared/in-steps'
import { invalid } from '../refusals'
import { describeIssue } from '../describe-issue'
import { messages } from '../messages'

/** How a route reads a `text/csv` body: as records under its header, or as its text. */
type CsvReaders = {
  csv?: (records: Record<string, string>[]) => unknown
  csvText?: (text: string) => unknown
}

/** The query's parameters, checked by the route's schema as a body is (a 400 with its message). */
export function readQuery<T>(c: Context, schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw invalid(describeIssue(parsed.error))
  return parsed.data
}

/**
 * Parses and validates a JSON body; every way it can be wrong is a 4xx with a clear message. Its
 * size was limited while it was read (app.ts, bodyLimit).
 */
export async function readBody<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
  { csv, csvText }: CsvReaders = {},
): Promise<T> {
  const text = await c.req.text()
  // Parsing and checking up to 100 KB: a burst of them takes its turns (shared/in-steps.ts).
  await aTurnIfDue()
  const isCsv = /^text\/csv\b/i.test(c.req.header('content-type') ?? '')
  let data: unknown
  if (isCsv && csvText) data = csvText(text)
  else if (isCsv && csv) data = csv(csvRecords(text))
  else
    try {
      data = JSON.parse(text)
    } catch {
      throw invalid(messages.invalidJson)
    }
  const parsed = schema.safeParse(cleanText(data))
  if (!parsed.success) throw invalid(describeIssue(parsed.error))
  return parsed.data
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Every text in a parsed body (keys and values, at any depth) as every store can keep it: a lone
 * UTF-16 surrogate, which no UTF-8 text can hold, becomes U+FFFD (as the database's driver makes
 * it anyway); U+0000, which PostgreSQL cannot store, is refused for every store alike; and a body
 * nested deeper than MAX_BODY_DEPTH is refused before its depth can matter (docs/api.md).
 */
function cleanText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalid(messages.nulCharacter)
    return value.replace(LONE_SURROGATE, '\uFFFD')
  }
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_BODY_DEPTH) throw invalid(messages.nestedTooDeeply)
  if (Array.isArray(value)) return value.map((inner) => cleanText(inner, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [cleanText(key), cleanText(inner, depth + 1)]),
  )
}
