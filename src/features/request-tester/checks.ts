import { t } from '@/i18n/translate'
import { readJsonPath } from './json-path'
import type { TesterResponse } from './send-request'

/** A check on the answer (docs/product.md, "Checks"); `expected` is as typed. */
export type Check = { id: number; kind: CheckKind; path: string; expected: string }
export const CHECK_KIND_NAMES = ['status', 'json', 'time'] as const
export type CheckKind = (typeof CHECK_KIND_NAMES)[number]
export type CheckOutcome = { pass: boolean; detail: string }

/** The kinds of check as the select offers them (labels in the page's language). */
export const checkKinds = (): { kind: CheckKind; label: string }[] => [
  { kind: 'status', label: t('Status equals') },
  { kind: 'json', label: t('JSON path equals') },
  { kind: 'time', label: t('Time below (ms)') },
]

let nextId = 1
export const newCheck = (): Check => ({ id: nextId++, kind: 'status', path: '', expected: '200' })

/** Typed JSON ("3", "true", "\"x\"", "[1]") is compared as JSON; anything else as text. */
function expectedValue(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  ) ?? 'undefined'

const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text))

export function runCheck(check: Check, response: TesterResponse): CheckOutcome {
  switch (check.kind) {
    case 'status': {
      const expected = asNumber(check.expected)
      if (!Number.isInteger(expected)) return { pass: false, detail: t('Give a status, e.g. 200.') }
      return {
        pass: response.status === expected,
        detail: t('status was {status}', { status: response.status }),
      }
    }
    case 'time': {
      const limit = asNumber(check.expected)
      if (!(limit > 0)) return { pass: false, detail: t('Give a time in ms, e.g. 500.') }
      return {
        pass: response.timeMs < limit,
        detail: t('took {time} ms', { time: response.timeMs }),
      }
    }
    case 'json': {
      if (response.data.kind !== 'json') return { pass: false, detail: t('the answer is not JSON') }
      const read = readJsonPath(response.data.value, check.path)
      if (!read.found) return { pass: false, detail: read.reason }
      const actual = canonical(read.value)
      return {
        pass: actual === canonical(expectedValue(check.expected)),
        detail: t('was {actual}', { actual }),
      }
    }
  }
}
