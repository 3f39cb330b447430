// The attack's plumbing (scripts/attack.mjs): one request as written, counted; requests at once;
// and /healthz asked all along, so that a request that holds the server's thread shows.
import http from 'node:http'
import { Worker } from 'node:worker_threads'

/** Every answer's status, and the 5xx among them. */
export const answered = { count: 0, serverErrors: [] }

/**
 * A sender for `base`: one request, the path sent as written (no URL normalisation), each on a
 * connection of its own, or on one kept open (`agent`).
 */
export function sender(base, agent = false) {
  return function send(method, path, { token, body, raw, type } = {}) {
    const text = raw ?? (body === undefined ? undefined : JSON.stringify(body))
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: base.hostname.replace(/^\[|\]$/g, ''),
          port: base.port || 80,
          method,
          path,
          agent,
          headers: {
            ...(token && { authorization: token }),
            ...(text !== undefined && {
              'content-type': type ?? 'application/json',
              'content-length': Buffer.byteLength(text),
            }),
          },
        },
        (response) => {
          let data = ''
          response.on('data', (chunk) => (data += chunk))
          response.on('end', () => {
            let parsed = data
            try {
              parsed = JSON.parse(data)
            } catch {
              // not JSON: kept as text
            }
            answered.count++
            if (response.statusCode >= 500) answered.serverErrors.push(`${method} ${path}`)
            resolve({ status: response.statusCode, headers: response.headers, body: parsed })
          })
        },
      )
      request.on('error', (error) => resolve({ status: 0, headers: {}, body: error.code }))
      if (text !== undefined) request.write(text)
      request.end()
    })
  }
}

export const together = (count, make) =>
  Promise.all(Array.from({ length: count }, (_, n) => make(n)))

export const tally = (answers) => {
  const counts = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/** A stall of /healthz longer than this is a request that held the server (issue 57). */
export const STALL_MS = 200

/** One probe's answers: how many, their p99 and max, and how many went past STALL_MS. */
function probing(base, kept) {
  const probe = new Worker(new URL('./health-probe.mjs', import.meta.url), {
    workerData: { base: base.href, kept },
  })
  const times = []
  let worst = 0
  probe.on('message', ({ ms, status }) => {
    times.push(ms)
    worst = Math.max(worst, ms)
    answered.count++
    if (status >= 500 || status === 0) answered.serverErrors.push(`GET /healthz: ${status}`)
  })
  return {
    worstSinceLast() {
      const seen = worst
      worst = 0
      return seen
    },
    async stop() {
      await probe.terminate()
      const sorted = [...times].sort((a, b) => a - b)
      return {
        probes: times.length,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
        max: sorted.at(-1) ?? 0,
        stalls: times.filter((ms) => ms > STALL_MS).length,
      }
    },
  }
}

/**
 * /healthz asked one after another (20 ms apart) from the start to the end, from threads of their
 * own (./health-probe.mjs), so the attack's own work never delays a probe's clock: on a kept
 * connection (the budget: no answer over STALL_MS) and on a new connection each time (said too).
 * Each report says the kept probe's longest answer since the one before.
 */
export function watchHealth(base) {
  const kept = probing(base, true)
  const fresh = probing(base, false)
  return {
    worstSinceLast: () => {
      fresh.worstSinceLast()
      return kept.worstSinceLast()
    },
    stop: async () => ({ kept: await kept.stop(), fresh: await fresh.stop() }),
  }
}
