import { useEffect, useState } from 'react'
import { isRecord } from '@/shared/is-record'
import { TRAFFIC_CHANNEL, TRAFFIC_LIMIT, type TrafficEntry } from '@/shared/traffic'
import type { TesterBackend } from './tester-backend'

const isEntry = (data: unknown): data is TrafficEntry =>
  isRecord(data) && typeof data.id === 'string' && typeof data.path === 'string'

/**
 * The app's own requests, newest first: what the worker kept, then each new one as it tells
 * every tab (docs/product.md, "App traffic"). None on the server, which has no worker.
 */
export function useAppTraffic(backend: TesterBackend): TrafficEntry[] {
  const [entries, setEntries] = useState<TrafficEntry[]>([])
  useEffect(() => {
    if (backend.kind === 'server' || typeof BroadcastChannel !== 'function') return
    const channel = new BroadcastChannel(TRAFFIC_CHANNEL)
    const add = (fresh: TrafficEntry[]) =>
      setEntries((known) => {
        const ids = new Set(known.map((entry) => entry.id))
        const merged = [...fresh.filter((entry) => !ids.has(entry.id)), ...known]
        return merged.sort((a, b) => b.at - a.at).slice(0, TRAFFIC_LIMIT)
      })
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isEntry(event.data)) add([event.data])
    }
    backend.recentTraffic().then(add, () => undefined)
    return () => channel.close()
  }, [backend])
  return entries
}
