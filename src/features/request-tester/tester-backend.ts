import type { TrafficEntry } from '@/shared/traffic'

/** What the tester needs from the back end besides HTTP; the route hands in lib/backend's controls. */
export type TesterBackend = {
  /** The Node server has no delay or reset controls (docs/architecture.md, "Beyond one browser"). */
  kind: 'in-browser' | 'server'
  /** The app's own recent requests, newest first (none on the server). */
  recentTraffic: () => Promise<TrafficEntry[]>
  getDelay: () => Promise<number>
  setDelay: (ms: number) => Promise<number>
  reset: () => Promise<void>
}
