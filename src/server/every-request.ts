import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import type { Metrics } from './metrics'
import { ENGINE_POLICY, NOTHING_POLICY, SECURITY_HEADERS } from './security-headers'

/** What a request brings from Node (@hono/node-server), and the route the API says answered it. */
export type NodeBindings =
  | {
      incoming?: { url?: string; complete?: boolean; socket?: { remoteAddress?: string } }
      route?: string
    }
  | undefined

type ServerEnv = { Bindings: NodeBindings; Variables: { route?: string } }

const PROBES = ['/healthz', '/readyz', '/metrics']
const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS)
const gzip = compress()

/** A request's route for the log and metrics: the API's template, else what kind of file. */
function routeOf(c: Context<{ Bindings: NodeBindings; Variables: { route?: string } }>) {
  const { path: asked } = c.req
  if (PROBES.includes(asked)) return asked
  return c.env?.route || c.get('route') || (asked.startsWith('/assets/') ? '/assets/*' : 'static')
}

/**
 * Whether a request came with a large body (more than 64 KB, or of a length not said) that has
 * not all been read: reading the rest only to throw it away costs the server's thread more than
 * a new connection costs the client. A small one is read with the request's head anyway.
 */
const largeBodyLeftUnread = (c: Context<ServerEnv>) => {
  const length = c.req.header('content-length')
  const large =
    length === undefined
      ? c.req.header('transfer-encoding') !== undefined
      : Number(length) > 64 * 1024
  return large && c.env?.incoming?.complete === false
}

const DOT_SEGMENTS = 'No route has a path with "." or ".." segments.'
/** Whether a request target's path has a "." or ".." segment, written plainly or encoded. */
export const holdsDotSegment = (target: string) =>
  /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(target.split('?')[0] ?? '')

/**
 * Around every request the server answers, the site's and the API's alike, as the first step of
 * its one chain (docs/performance.md, "The server"): a path with dot segments refused, gzip for a
 * client that takes it (the others are told the answer varies), the security headers, the
 * metrics and one JSON log line.
 */
export function aroundEveryRequest(
  log: (line: string) => void,
  metrics: Metrics | undefined,
): MiddlewareHandler<{ Bindings: NodeBindings; Variables: { route?: string } }> {
  return async (c, next) => {
    const started = performance.now()
    const takesGzip = Boolean(c.req.header('accept-encoding'))
    // Node makes "/a/b/.." into "/a" before Hono sees it, so a path could reach another route
    // ("DELETE /api/user/likes/%2e%2e" is "DELETE /api/user"): it is no route at all.
    if (holdsDotSegment(c.env?.incoming?.url ?? '')) c.res = c.json({ errors: [DOT_SEGMENTS] }, 404)
    else if (takesGzip) await gzip(c, next)
    else await next()
    // On the answer's own headers: c.header() after the answer is made would copy the answer,
    // and on Node that turns its light Response into a whole one, body stream and all
    // (docs/performance.md, "The server").
    const { headers, status } = c.res
    if (!takesGzip) headers.append('Vary', 'Accept-Encoding')
    // A refusal that leaves the body unread (a 413; a 401 before a byte of a 2 MB body is read)
    // closes the socket after the answer rather than reading the rest to throw it away, and the
    // client is told, so that it does not send its next request on it.
    if (status === 413 || (status >= 400 && largeBodyLeftUnread(c)))
      headers.set('Connection', 'close')
    for (const [name, value] of SECURITY_ENTRIES) headers.set(name, value)
    if (!headers.has('Content-Security-Policy'))
      headers.set(
        'Content-Security-Policy',
        c.req.path.startsWith('/engine/') ? ENGINE_POLICY : NOTHING_POLICY,
      )
    const ms = performance.now() - started
    const route = routeOf(c)
    metrics?.observe(c.req.method, route, status, ms / 1000)
    // What an address holds (a line break, say) stays inside its JSON string.
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: status >= 500 ? 'error' : 'info',
        requestId: headers.get('x-request-id') ?? undefined,
        method: c.req.method,
        route,
        path: c.req.path,
        status,
        ms: Math.round(ms * 10) / 10,
      }),
    )
  }
}
