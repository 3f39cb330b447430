import { formatNumber } from '@/i18n/format'
import { t } from '@/i18n/translate'
import { backendReady } from '@/lib/api-client'
import { tellTabs } from '@/lib/tab-sync'
import { reasonPhrase } from '@/shared/http-status'
import { TESTER_HEADER } from '@/shared/traffic'

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

/** Only these carry a body; GET and DELETE are sent without one (the form says so). */
export const methodHasBody = (method: Method) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH'

export type HeaderRow = { id: number; enabled: boolean; name: string; value: string }

export type TesterRequest = { method: Method; endpoint: string; headers: HeaderRow[]; body: string }

export type ResponseData =
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'binary'; contentType: string }
  | { kind: 'empty' }

export type TesterResponse = {
  status: number
  statusText: string
  headers: [string, string][]
  data: ResponseData
  sizeBytes: number
  timeMs: number
}

export type SendResult = { response: TesterResponse } | { response: undefined; error: string }

export const enabledHeaders = (rows: HeaderRow[]): [string, string][] =>
  rows
    .filter((row) => row.enabled && row.name.trim() !== '')
    .map((row) => [row.name.trim(), row.value])

/**
 * Sends the tester's request with fetch itself rather than the app's api-client (which turns
 * answers into data or errors): the tester shows whatever comes back, from any URL, as it came.
 * Only this file and endpoints.ts (the API's description) call fetch outside lib/api-client.ts.
 */
export async function sendRequest(
  { method, endpoint, headers, body }: TesterRequest,
  fetcher: typeof fetch = fetch,
): Promise<SendResult> {
  let url: URL
  try {
    url = new URL(endpoint, window.location.origin)
  } catch {
    return { response: undefined, error: t('"{endpoint}" is not a valid URL.', { endpoint }) }
  }
  const ownOrigin = url.origin === window.location.origin
  // Like the app's own calls, a request to this site's API waits until the back end can answer.
  if (ownOrigin && url.pathname.startsWith('/api/')) await backendReady().catch(() => undefined) // then the request fails and says why
  const started = performance.now()
  try {
    // The tester's own requests are not the app's traffic (the worker leaves them out).
    const own: [string, string][] = ownOrigin ? [[TESTER_HEADER, '1']] : []
    const answer = await fetcher(url.href, {
      method,
      headers: [...enabledHeaders(headers), ...own],
      body: methodHasBody(method) ? body : undefined,
    })
    const bytes = new Uint8Array(await answer.arrayBuffer())
    return {
      response: {
        status: answer.status,
        statusText: answer.statusText || reasonPhrase(answer.status),
        headers: [...answer.headers.entries()],
        data: classify(bytes, answer.headers.get('content-type') ?? ''),
        sizeBytes: bytes.byteLength,
        timeMs: Math.round(performance.now() - started),
      },
    }
  } catch (error) {
    return {
      response: undefined,
      error: t('The request failed: {reason}', {
        reason: error instanceof Error ? error.message : String(error),
      }),
    }
  }
}

function classify(bytes: Uint8Array, contentType: string): ResponseData {
  if (bytes.byteLength === 0) return { kind: 'empty' }
  const textual =
    contentType === '' || /json|text|xml|javascript|x-www-form-urlencoded/i.test(contentType)
  if (!textual) return { kind: 'binary', contentType }
  const text = new TextDecoder().decode(bytes)
  try {
    return { kind: 'json', value: JSON.parse(text), text }
  } catch {
    return { kind: 'text', text }
  }
}

/** One decimal, as toFixed(1) writes it in English ("1.5"), in the page's language ("1,5"). */
const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`
  return `${oneDecimal(bytes / 1024 / 1024)} MB`
}

/**
 * A write the tester made to the app's own data (say, a like) reaches the app's screens in
 * every tab, this one included, as the app's own writes do (lib/tab-sync.ts).
 */
export function tellAppOfWrite({ method, endpoint }: TesterRequest, sent: SendResult): void {
  const status = sent.response?.status ?? 0
  if (method === 'GET' || status < 200 || status >= 300) return
  const url = new URL(endpoint, window.location.origin)
  if (url.origin === window.location.origin && url.pathname.startsWith('/api/user/'))
    tellTabs({ type: 'write', path: url.pathname }, { thisTab: true })
}
