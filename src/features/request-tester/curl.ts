import { enabledHeaders, methodHasBody, type TesterRequest } from './send-request'

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The request as a shell command (single quotes escaped for POSIX shells). */
export function toCurl(
  { method, endpoint, headers, body }: TesterRequest,
  origin = window.location.origin,
): string {
  let url: string
  try {
    url = new URL(endpoint, origin).href
  } catch {
    url = endpoint
  }
  const parts = ['curl', '-X', method, quote(url)]
  for (const [name, value] of enabledHeaders(headers)) parts.push('-H', quote(`${name}: ${value}`))
  if (methodHasBody(method)) parts.push('--data-raw', quote(body))
  return parts.join(' ')
}
