import { newRow } from './components/headers-editor'
import { parseJsonBody } from './parse-json-body'
import { methodHasBody, type HeaderRow, type TesterRequest } from './send-request'
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
  if (request.endpoint.trim() === '') return 'Enter an endpoint, such as /api/videos.'
  const missing = missingVariables(request, variables)
  if (missing.length > 0)
    return `Set ${missing.map((name) => `{{${name}}}`).join(', ')} in Variables first.`
  if (methodHasBody(request.method)) {
    const check = parseJsonBody(substitute(request.body, variables))
    if (!check.ok) return check.message
  }
  return null
}
