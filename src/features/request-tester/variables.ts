import type { HeaderRow, TesterRequest } from './send-request'

/** A variable row of the "Variables" panel; `{{name}}` stands for its value. */
export type Variable = { id: number; name: string; value: string }

let nextVariable = 1
export const newVariable = (name = '', value = ''): Variable => ({
  id: nextVariable++,
  name,
  value,
})

/** {{token}} set to `token` (the row made if there was none). */
export function withToken(variables: Variable[], token: string): Variable[] {
  if (!variables.some((row) => row.name.trim() === 'token'))
    return [newVariable('token', token), ...variables]
  return variables.map((row) => (row.name.trim() === 'token' ? { ...row, value: token } : row))
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g

/** Names used in `text` that no variable defines. */
export function unknownVariables(text: string, variables: Variable[]): string[] {
  const known = new Set(variables.filter((v) => v.name.trim()).map((v) => v.name.trim()))
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name, index, all) => !known.has(name) && all.indexOf(name) === index)
}

/** `{{name}}` replaced by the variable's value; unknown names are left as they are. */
export function substitute(text: string, variables: Variable[]): string {
  const values = new Map(variables.map((v) => [v.name.trim(), v.value]))
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole)
}

/** The request as it is sent: variables replaced in the endpoint, header values and body. */
export function withVariables(request: TesterRequest, variables: Variable[]): TesterRequest {
  const headers: HeaderRow[] = request.headers.map((row) => ({
    ...row,
    value: substitute(row.value, variables),
  }))
  return {
    ...request,
    endpoint: substitute(request.endpoint, variables),
    headers,
    body: substitute(request.body, variables),
  }
}

/** Every placeholder of the request that no variable defines (the tester says so before sending). */
export function missingVariables(request: TesterRequest, variables: Variable[]): string[] {
  const texts = [
    request.endpoint,
    request.body,
    ...request.headers.filter((r) => r.enabled).map((r) => r.value),
  ]
  return [...new Set(texts.flatMap((text) => unknownVariables(text, variables)))]
}

/** The token a login or signup answer carries (`encodedToken`), captured into {{token}}. */
export function capturedToken(endpoint: string, status: number, body: unknown): string | null {
  if (status < 200 || status >= 300 || !/\/api\/auth\/(login|signup)\b/.test(endpoint)) return null
  if (typeof body !== 'object' || body === null || !('encodedToken' in body)) return null
  return typeof body.encodedToken === 'string' ? body.encodedToken : null
}
