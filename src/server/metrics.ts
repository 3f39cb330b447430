import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** A pool's connections now: open ones, idle ones, and requests waiting for one. */
export type PoolStats = () => { total: number; idle: number; waiting: number }

export type Metrics = ReturnType<typeof createMetrics>

/**
 * Prometheus metrics (`GAMBIT_METRICS=1`, README "Running it for a club"): requests by route
 * template and status, their latency, the database pool's use, and Node's own (memory, event
 * loop, garbage collection). Routes are templates (`/api/user/playlists/:playlistId`), so the
 * number of series stays small whatever the addresses asked for.
 */
export function createMetrics({ poolStats }: { poolStats?: PoolStats } = {}) {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry, prefix: 'gambit_' })
  const requests = new Counter({
    name: 'gambit_http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const latency = new Histogram({
    name: 'gambit_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  })
  if (poolStats)
    new Gauge({
      name: 'gambit_db_pool_connections',
      help: "PostgreSQL pool: connections open ('total'), free ('idle'), requests waiting",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = poolStats()
        this.set({ state: 'total' }, total)
        this.set({ state: 'idle' }, idle)
        this.set({ state: 'waiting' }, waiting)
      },
    })
  return {
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) })
      latency.observe({ method, route }, seconds)
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  }
}
