import { API_BASE } from '@/config/constants'
import { t } from '@/i18n/translate'
import { tellTabs } from './tab-sync'
import { currentAuthToken, currentTransport, refuseSession } from './transport-config'

// The one transport to the back end (docs/architecture.md, "One transport"): the base path,
// the token (set in ./transport-config.ts), the errors, the other tabs told of a write. Features
// call it through ./api-client.ts.

/** An answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type RequestOptions = {
  /** The request outlives the page (a last save as the page is hidden or closed). */
  keepalive?: boolean
  /** This token instead of the session's (a logout sends the token it ends). */
  token?: string
  /**
   * A 401 answers the password in the body (a password change, deleting the account), not the
   * session: it does not log the tab out.
   */
  checksPassword?: boolean
  /** The body is this type's text, sent as it is (a CSV import), not JSON. */
  contentType?: string
  /** The answer is a file of this type (a CSV download), given as its text. */
  accept?: string
}

export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  { keepalive, token, checksPassword, contentType, accept }: RequestOptions = {},
): Promise<T> {
  await currentTransport().ready
  const headers: Record<string, string> = { Accept: accept ?? 'application/json' }
  if (body !== undefined) headers['Content-Type'] = contentType ?? 'application/json'
  const sent = token ?? currentAuthToken()
  if (sent) headers.authorization = sent
  let response: Response
  try {
    response = await currentTransport().fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined || contentType ? (body as BodyInit) : JSON.stringify(body),
      ...(keepalive && { keepalive }),
    })
  } catch {
    throw new ApiError(0, t('The back end could not be reached.'))
  }
  const text = await response.text().catch(() => '')
  const data: unknown = accept && response.ok ? text : jsonOf(text)
  // Only for the current token: requests still in flight after a logout must not end a new session.
  const refusedSession = response.status === 401 && !checksPassword
  if (refusedSession && headers.authorization && headers.authorization === currentAuthToken())
    refuseSession()
  if (!response.ok) throw new ApiError(response.status, errorMessage(data) ?? response.statusText)
  // This tab writes the answer into its cache; the others refetch (lib/tab-sync.ts).
  if (method !== 'GET' && /^\/(user|catalogue|classes)\b/.test(path))
    tellTabs({ type: 'write', path })
  return data as T
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function errorMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  if ('errors' in data && Array.isArray(data.errors) && typeof data.errors[0] === 'string')
    return data.errors[0]
  if ('error' in data && typeof data.error === 'string') return data.error
  return undefined
}
