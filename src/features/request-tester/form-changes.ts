import { t } from '@/i18n/translate'
import { REDACTED, type TrafficEntry } from '@/shared/traffic'
import { newRow } from './components/headers-editor'
import type { ImportedRequest } from './curl-import'
import { endpointUrl, type Endpoint } from './endpoints'
import { parseJsonBody } from './parse-json-body'
import { METHODS, type HeaderRow, type Method, type TesterRequest } from './send-request'
import { missingVariables, substitute, type Variable } from './variables'

/** Header rows from name/value pairs, with the empty row to type the next one into. */
export const rowsOf = (pairs: [string, string][]): HeaderRow[] => [
  ...pairs.map(([name, value]) => newRow(name, value)),
  newRow(),
]

const isAuthorization = (row: HeaderRow) => row.name.trim().toLowerCase() === 'authorization'

/** The request's Authorization set to {{token}} (the first row when it had none). */
export function withAuthorization(headers: HeaderRow[]): HeaderRow[] {
  if (!headers.some(isAuthorization)) return [newRow('authorization', '{{token}}'), ...headers]
  return headers.map((row) => (isAuthorization(row) ? { ...row, value: '{{token}}' } : row))
}

/**
 * Why the request cannot be sent as it is, or null: an empty endpoint would fetch this page's
 * own HTML, and an unknown {{name}} or a body that is not JSON would send what nobody meant.
 */
export function requestRefusal(request: TesterRequest, variables: Variable[]): string | null {
  if (request.endpoint.trim() === '') return t('Enter an endpoint, such as /api/videos.')
  const missing = missingVariables(request, variables)
  if (missing.length > 0) {
    const names = missing.map((name) => `{{${name}}}`).join(', ')
    return t('Set {names} in Variables first.', { names })
  }
  const check = parseJsonBody(substitute(request.body, variables))
  return check.ok ? null : check.message
}

/** An endpoint chosen from the API's description: its method, path, example and token. */
export const fromEndpoint = (chosen: Endpoint, headers: HeaderRow[]): Partial<TesterRequest> => ({
  method: chosen.method,
  endpoint: endpointUrl(chosen),
  body: chosen.example === undefined ? '{}' : JSON.stringify(chosen.example, null, 2),
  headers: chosen.secured ? withAuthorization(headers) : headers,
})

/** A request the app made; its token was never kept, so {{token}} stands in for it. */
export const fromTraffic = (entry: TrafficEntry): Partial<TesterRequest> => ({
  method: METHODS.includes(entry.method as Method) ? (entry.method as Method) : 'GET',
  endpoint: entry.path,
  headers: rowsOf(
    entry.headers.map(([name, value]) => [name, value === REDACTED ? '{{token}}' : value]),
  ),
  body: entry.body || '{}',
})

/** An imported cURL command; a URL of this site becomes its path. */
export function fromCurl(imported: ImportedRequest, origin: string): Partial<TesterRequest> {
  const url = new URL(imported.url, origin)
  return {
    method: imported.method,
    endpoint: url.origin === origin ? url.pathname + url.search : imported.url,
    headers: rowsOf(imported.headers),
    body: imported.body || '{}',
  }
}
